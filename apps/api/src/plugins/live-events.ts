import type { FastifyInstance } from 'fastify';
import { HttpError } from '../kits/http-errors.ts';
import { liveHub, LIVE_LIMITS, type LiveLimits } from '../kits/live-events.ts';
import type { ChangeFeed } from './db/change-feed.ts';

export const LIVE_EVENTS_PATH = '/api/events';

/**
 * Issue 29: `GET /api/events`, a server-sent-events stream telling the panel which rows another user just
 * changed, so its grids refetch them within the 2 s the issue asks. Any signed-in user of the vertical may
 * open it; each change reaches only callers of its own vertical who hold a permission that reads it
 * (domain LIVE_ENTITIES). A stream is no JSON answer, hence no contract (kits/routes-without-contract.ts).
 */
export function registerLiveEvents(app: FastifyInstance, changes: ChangeFeed, limits: LiveLimits = LIVE_LIMITS) {
  const hub = liveHub(limits);
  const stop = changes.subscribeRows(hub.publish);
  // Before the server stops accepting: an open stream would otherwise hold `app.close()` for ever.
  app.addHook('preClose', async () => {
    stop();
    hub.closeAll();
  });

  app.get(LIVE_EVENTS_PATH, { config: { access: 'authenticated' }, logLevel: 'warn' }, async (request, reply) => {
    const caller = request.caller;
    // A plain request (a probe, a mistaken link) would otherwise hold its connection for minutes.
    if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
      throw new HttpError(406, 'This is an event stream: ask for it with Accept: text/event-stream.');
    }
    if (!hub.hasRoom(caller.userName)) {
      throw new HttpError(
        429,
        `You already have ${limits.streamsPerUser} live connections open; close a tab of the panel and try again.`,
      );
    }
    const lastEventId = request.headers['last-event-id'];
    const raw = reply.raw;
    reply.hijack();
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store',
      // nginx and other proxies would otherwise hold the frames back in their buffer.
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    raw.flushHeaders();
    const close = hub.open(
      {
        userName: caller.userName,
        vertical: caller.vertical,
        permissions: caller.permissions,
        write: (text) => void raw.write(text),
        end: () => raw.end(),
      },
      typeof lastEventId === 'string' ? lastEventId : undefined,
    );
    request.raw.on('close', close);
    raw.on('error', close);
  });
  return hub;
}
