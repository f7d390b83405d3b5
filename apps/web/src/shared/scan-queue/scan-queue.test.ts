import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import {
  clearAnswered,
  forgetOldAnswered,
  keepScan,
  markScan,
  resetScanQueueDbForTests,
  scansOf,
  type KeptScan,
} from './scan-queue-store.ts';
import { drainScans, outcomeOfError, startScanQueue } from './scan-queue-runner.ts';

const keep = (userId: string, value: string, key = `key-${userId}-${value}`) =>
  keepScan({
    idempotencyKey: key,
    kind: 'stock-in',
    userId,
    vertical: { country: 'IN', vehicleType: 'CAR' },
    madeAt: '2026-11-27T09:00:00.000Z',
    request: { path: 'reg', value, locationCode: 'HUB-DEL', locationName: 'New Delhi Parent Hub' },
  });

const refusal = (status: number, message: string) =>
  new ApiError(status, message, { status, error: 'Conflict', message });

const summary = (scans: KeptScan[]) => scans.map((s) => [s.request.value, s.state, s.message ?? null]);

beforeEach(resetScanQueueDbForTests);
afterEach(() => {
  vi.useRealTimers();
});

describe('kept scans', () => {
  it('sends one user’s scans in the order made, each once with its own key, and leaves others’ alone', async () => {
    await keep('ravi', 'DL01AA0001');
    await keep('asha', 'DL01AA0009');
    await keep('ravi', 'DL01AA0002');
    const sent: string[] = [];
    const result = await drainScans('ravi', async (s) => {
      sent.push(s.idempotencyKey);
      return 'Stocked in.';
    });
    expect(result).toBe('done');
    expect(sent).toEqual(['key-ravi-DL01AA0001', 'key-ravi-DL01AA0002']);
    expect(summary(await scansOf('ravi'))).toEqual([
      ['DL01AA0001', 'sent', 'Stocked in.'],
      ['DL01AA0002', 'sent', 'Stocked in.'],
    ]);
    expect(summary(await scansOf('asha'))).toEqual([['DL01AA0009', 'waiting', null]]);
    // Sent ones are not sent again.
    await drainScans('ravi', () => Promise.reject(new Error('must not be called')));
  });

  it('stops at a scan with no answer (network, 5xx, timeout) and keeps it waiting; a 4xx is kept as refused', async () => {
    await keep('ravi', 'DL01AA0001');
    await keep('ravi', 'DL01AA0002');
    await keep('ravi', 'DL01AA0003');
    const calls: string[] = [];
    expect(
      await drainScans('ravi', (s) => {
        calls.push(s.request.value);
        return Promise.reject(new ApiError(0, 'Network error'));
      }),
    ).toBe('retry');
    expect(calls).toEqual(['DL01AA0001']);
    expect(summary(await scansOf('ravi')).map((s) => s[1])).toEqual(['waiting', 'waiting', 'waiting']);

    expect(await drainScans('ravi', () => Promise.reject(refusal(503, 'Down')))).toBe('retry');
    expect(await drainScans('ravi', () => Promise.reject(new DOMException('timed out', 'TimeoutError')))).toBe('retry');

    const answers = [
      () => Promise.resolve('Stocked in.'),
      () => Promise.reject(refusal(400, 'DL01AA0002 is already Stocked In at New Delhi Parent Hub.')),
      () => Promise.resolve('Stocked in.'),
    ];
    expect(await drainScans('ravi', () => answers.shift()!())).toBe('done');
    expect(summary(await scansOf('ravi'))).toEqual([
      ['DL01AA0001', 'sent', 'Stocked in.'],
      ['DL01AA0002', 'refused', 'DL01AA0002 is already Stocked In at New Delhi Parent Hub.'],
      ['DL01AA0003', 'sent', 'Stocked in.'],
    ]);
    expect((await scansOf('ravi')).map((s) => s.attempts)).toEqual([4, 1, 1]);
  });

  it('sends a scan a closed page left "sending" again, with the same key', async () => {
    await keep('ravi', 'DL01AA0001', 'stock-in-fixed-key');
    const [scan] = await scansOf('ravi');
    await markScan(scan!.seq!, { state: 'sending', attempts: 1 });
    const keys: string[] = [];
    await drainScans('ravi', async (s) => {
      keys.push(s.idempotencyKey);
      return 'Stocked in.';
    });
    expect(keys).toEqual(['stock-in-fixed-key']);
  });

  it('tells honest answers from no answer', () => {
    expect(outcomeOfError(refusal(409, 'Moved meanwhile.'))).toEqual({ kind: 'refused', message: 'Moved meanwhile.' });
    expect(outcomeOfError(refusal(404, 'Not found.')).kind).toBe('refused');
    for (const status of [0, 401, 408, 429, 500, 502, 504])
      expect(outcomeOfError(refusal(status, 'x')).kind, `status ${status}`).toBe('retry');
    expect(outcomeOfError(new TypeError('Failed to fetch')).kind).toBe('retry');
  });

  it('clears only this user’s answered scans', async () => {
    await keep('ravi', 'DL01AA0001');
    await keep('ravi', 'DL01AA0002');
    await keep('asha', 'DL01AA0009');
    const [first] = await scansOf('ravi');
    await markScan(first!.seq!, { state: 'sent' });
    const [hers] = await scansOf('asha');
    await markScan(hers!.seq!, { state: 'sent' });
    await clearAnswered('ravi');
    expect(summary(await scansOf('ravi'))).toEqual([['DL01AA0002', 'waiting', null]]);
    expect(summary(await scansOf('asha'))).toEqual([['DL01AA0009', 'sent', null]]);
  });

  it('forgets answered scans after a week, never a waiting one', async () => {
    await keep('ravi', 'DL01AA0001');
    await keep('ravi', 'DL01AA0002');
    const [first] = await scansOf('ravi');
    await markScan(first!.seq!, { state: 'sent' });
    await forgetOldAnswered('ravi', Date.parse('2026-12-03T09:00:00.000Z'));
    expect((await scansOf('ravi')).length).toBe(2);
    await forgetOldAnswered('ravi', Date.parse('2026-12-05T09:00:00.000Z'));
    expect(summary(await scansOf('ravi'))).toEqual([['DL01AA0002', 'waiting', null]]);
  });

  it('tries again on a backoff timer and at once when the browser is back online', async () => {
    await keep('ravi', 'DL01AA0001');
    let online = false;
    const send = vi.fn(() => (online ? Promise.resolve('Stocked in.') : Promise.reject(new ApiError(0, 'Network'))));
    const stop = startScanQueue('ravi', send);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2), { timeout: 4_000 }); // the 2 s backoff
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(async () =>
      expect(summary(await scansOf('ravi'))).toEqual([['DL01AA0001', 'sent', 'Stocked in.']]),
    );
    stop();
  });
});
