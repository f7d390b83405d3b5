import { describe, expect, it } from 'vitest';
import type { LiveChange } from '@b2c/domain';
import { FLASH_MS, liveChangesStore } from './live-changes-store.ts';

const change = (id: string | undefined, by = 'Asha Admin'): LiveChange => ({
  entity: 'inventory',
  ...(id ? { id, appointmentId: id } : {}),
  by,
  at: '2026-11-27T10:00:00.000Z',
});

describe('liveChangesStore', () => {
  it('marks a changed row for 1.5 s, keeps its last change for an open form, and tells each listener', () => {
    const timers: { fn: () => void; ms: number }[] = [];
    const store = liveChangesStore((fn, ms) => timers.push({ fn, ms }));
    const heard: LiveChange[] = [];
    store.onChange((c) => heard.push(c));
    const before = store.version();
    store.record(change('1001'));
    store.record(change(undefined));
    expect(store.version()).toBeGreaterThan(before);
    expect(store.flashingIds('inventory')).toEqual(['1001']);
    expect(store.flashingIds('key')).toEqual([]);
    expect(timers.map((t) => t.ms)).toEqual([FLASH_MS]);
    timers[0]!.fn();
    expect(store.flashingIds('inventory')).toEqual([]);
    expect(store.lastChangeOf('inventory', '1001')?.change.by).toBe('Asha Admin');
    expect(heard).toHaveLength(2);
  });

  it('keeps the mark of a row changed again until 1.5 s after its last change', () => {
    const timers: (() => void)[] = [];
    const store = liveChangesStore((fn) => timers.push(fn));
    store.record(change('1001'));
    store.record(change('1001', 'Ravi Operations'));
    timers[0]!();
    expect(store.flashingIds('inventory')).toEqual(['1001']);
    timers[1]!();
    expect(store.flashingIds('inventory')).toEqual([]);
  });

  it("names the rows others changed after a mark, not the user's own, nor a bulk change without ids", () => {
    const store = liveChangesStore(() => {});
    store.record(change('1001'));
    const mark = store.mark();
    store.record(change('1002'));
    store.record(change('1003', 'Mina Me'));
    store.record(change(undefined));
    store.record({ ...change('7'), entity: 'key' });
    expect([...store.idsChangedSince(['inventory'], mark, 'Mina Me')]).toEqual(['1002']);
    expect([...store.idsChangedSince(['inventory'], 0, 'Mina Me')]).toEqual(['1001', '1002']);
    expect([...store.idsChangedSince(['inventory'], store.mark(), 'Mina Me')]).toEqual([]);
    expect([...store.idsChangedSince(['inventory', 'key'], mark, 'Mina Me')]).toEqual(['1002', '7']);
  });
});
