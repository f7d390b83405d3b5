import { describe, expect, it } from 'vitest';
import type { LiveChange } from '@b2c/domain';
import { configureApiClient } from './api-client.ts';
import { followLiveChanges } from './live-events.ts';

// The stream's own path: no contract endpoint describes a stream, so the client is tested on it directly.
const streamOf = (frames: string) =>
  new Response(new Blob([frames]).stream(), { status: 200, headers: { 'content-type': 'text/event-stream' } });

describe('followLiveChanges', () => {
  it('sends the bearer and vertical headers, hands over changes, and reconnects with the last event id', async () => {
    const sent: Headers[] = [];
    const answers = [
      streamOf(
        'retry: 2000\nevent: ready\ndata: {}\n\n' +
          'id: ab12cd34-7\nevent: change\ndata: {"entity":"inventory","id":"1001","appointmentId":"1001","by":"Asha Admin","at":"2026-11-27T10:00:00.000Z"}\n\n' +
          'event: change\ndata: {"entity":"not-ours","by":"x","at":"2026-11-27T10:00:00.000Z"}\n\n',
      ),
      streamOf('event: refetch\ndata: {"why":"gone"}\n\n'),
    ];
    configureApiClient({
      getAccessToken: async () => `tok-${sent.length + 1}`,
      getVertical: async () => ({ country: 'IN', vehicleType: 'CAR' }),
      onUnauthorized: () => undefined,
      hostRules: [],
      environment: 'production',
      fetch: async (_input, init) => {
        sent.push(new Headers(init?.headers));
        return answers.shift() ?? new Promise<Response>(() => undefined);
      },
    });
    const changes: LiveChange[] = [];
    let refetched = false;
    const controller = new AbortController();
    const done = followLiveChanges(
      {
        onChange: (c) => changes.push(c),
        onRefetch: () => {
          refetched = true;
          controller.abort();
        },
      },
      controller.signal,
    );
    await expect.poll(() => refetched, { timeout: 5_000 }).toBe(true);
    await done;
    expect(changes).toEqual([expect.objectContaining({ entity: 'inventory', id: '1001', by: 'Asha Admin' })]);
    expect(
      sent.map((h) => [h.get('authorization'), h.get('x-country'), h.get('accept'), h.get('last-event-id')]),
    ).toEqual([
      ['Bearer tok-1', 'IN', 'text/event-stream', null],
      // A fresh token on the reconnect, and where it left off.
      ['Bearer tok-2', 'IN', 'text/event-stream', 'ab12cd34-7'],
    ]);
  });
});
