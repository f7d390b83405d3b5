import { describe, expect, it } from 'vitest';
import type { Vertical } from '@b2c/domain';
import { liveHub, type LiveListener } from './live-events.ts';

const IN: Vertical = { country: 'IN', vehicleType: 'CAR' };
const limits = { ringSize: 3, streamsPerUser: 2, heartbeatMs: 60_000, maxAgeMs: 60_000 };

function listener(permissions: string[], vertical = IN, userName = 'someone') {
  const frames: string[] = [];
  let ended = false;
  const l: LiveListener = {
    userName,
    vertical,
    permissions: new Set(permissions),
    write: (text) => void frames.push(text),
    end: () => void (ended = true),
  };
  const events = () => frames.filter((f) => f.includes('event: change'));
  return { l, frames, events, ended: () => ended };
}

const row = (entity: string, id?: string, vertical = IN) => ({
  kind: 'row' as const,
  entity,
  ...(id ? { id } : {}),
  country: vertical.country,
  vehicleType: vertical.vehicleType,
  by: 'Asha Admin',
});

describe('liveHub', () => {
  it('carries each entity only to the permissions that read it, in its vertical', () => {
    const hub = liveHub(limits);
    const inventory = listener(['inventoryMenu']);
    const logistics = listener(['logisticMenu']);
    const approver = listener(['APPROVE_PENDING_ACTION']);
    const keys = listener(['REQUEST_KEYS']);
    for (const x of [inventory, logistics, approver, keys]) hub.open(x.l);
    hub.publish(row('inventory', '1001'));
    hub.publish(row('inventory-movement', '1002'));
    hub.publish(row('pending-action', '7'));
    hub.publish(row('key', '1003'));
    hub.publish(row('user', 'someone'));
    hub.publish(row('inventory', '1004', { country: 'AE', vehicleType: 'CAR' }));
    const ids = (x: ReturnType<typeof listener>) => x.events().map((f) => JSON.parse(f.split('data: ')[1]!).id);
    // A movement moves the car the inventory grid shows: its readers hear it too.
    expect(ids(inventory)).toEqual(['1001', '1002', '7']);
    expect(ids(logistics)).toEqual(['1002']);
    expect(ids(approver)).toEqual(['7']);
    expect(ids(keys)).toEqual(['1003']);
    // A pending action's id is its own, not a car's.
    expect(inventory.events()[2]).not.toContain('appointmentId');
  });

  it('asks a resume older than the ring to refetch, and every stream when the feed lost its connection', () => {
    const hub = liveHub(limits);
    const first = listener(['inventoryMenu']);
    hub.open(first.l);
    hub.publish(row('inventory', '1'));
    const firstId = /id: (\S+)/.exec(first.events()[0]!)![1]!;
    for (const id of ['2', '3', '4', '5']) hub.publish(row('inventory', id));
    // Ring of 3: after 1, the ring holds 3, 4, 5; a stream that saw 1 missed 2, which is gone.
    const justInTime = listener(['inventoryMenu']);
    hub.open(justInTime.l, /id: (\S+)/.exec(first.events()[1]!)![1]!);
    expect(justInTime.events().length).toBe(3);
    const late = listener(['inventoryMenu']);
    hub.open(late.l, firstId);
    expect(late.frames.some((f) => f.startsWith('event: refetch'))).toBe(true);
    expect(late.events()).toEqual([]);
    hub.publish({ kind: 'lost' });
    expect(first.frames.at(-1)).toMatch(/^event: refetch/);
  });

  it('counts streams per user and ends them all on closeAll', () => {
    const hub = liveHub(limits);
    const a = listener([], IN, 'ravi');
    const b = listener([], IN, 'ravi');
    hub.open(a.l);
    const closeB = hub.open(b.l);
    expect(hub.hasRoom('ravi')).toBe(false);
    closeB();
    expect(hub.hasRoom('ravi')).toBe(true);
    hub.closeAll();
    expect([a.ended(), b.ended(), hub.size]).toEqual([true, true, 0]);
  });
});
