import { fetchEventSource, type EventSourceMessage } from '@microsoft/fetch-event-source';
import { isLiveEntity, type LiveChange } from '@b2c/domain';
import { sendRequest } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { whenPageQuiet } from './page-quiet.ts';

/** The API's event stream (issue 29): no contract endpoint, it is no JSON answer. */
export const LIVE_EVENTS_PATH = '/api/events';

export interface LiveStreamHandlers {
  onChange(change: LiveChange): void;
  /** Changes may have been missed (a long drop, another server): reload what is shown. */
  onRefetch(): void;
  /** Open (true) or waiting to reconnect (false). */
  onConnected?(connected: boolean): void;
}

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;
/** The server said "too many streams" (another tab of this user holds them): try again much later. */
const CROWDED_RETRY_MS = 60_000;

/** Ended by the server (its 10-minute limit, a restart): reconnect at once, with the id last seen. */
class StreamEnded extends Error {}

const asChange = (data: string): LiveChange | undefined => {
  try {
    const value = JSON.parse(data) as Partial<LiveChange> | null;
    return value && typeof value.entity === 'string' && isLiveEntity(value.entity) ? (value as LiveChange) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Follows the API's stream of row changes until `signal` aborts: through `sendRequest`, so the bearer token
 * (fresh on every reconnect), the vertical headers and a 401's sign-in go with it as with every call.
 * fetch-event-source resends `Last-Event-ID`; a drop retries after 1 s, doubling to 30 s.
 */
export async function followLiveChanges(handlers: LiveStreamHandlers, signal: AbortSignal): Promise<void> {
  let retryMs = FIRST_RETRY_MS;
  // Not while the screen loads: the stream would keep the page from ever going network-idle (page-quiet.ts).
  await whenPageQuiet(signal);
  return fetchEventSource(LIVE_EVENTS_PATH, {
    signal,
    // Hidden tabs close their stream and catch up (Last-Event-ID) when shown again.
    openWhenHidden: false,
    fetch: (_input, init) => {
      const lastEventId = new Headers(init?.headers).get('last-event-id');
      return sendRequest(LIVE_EVENTS_PATH, {
        accept: 'text/event-stream',
        ...(init?.signal ? { signal: init.signal } : {}),
        ...(lastEventId ? { headers: { 'Last-Event-ID': lastEventId } } : {}),
      });
    },
    onopen: async () => {
      retryMs = FIRST_RETRY_MS;
      handlers.onConnected?.(true);
    },
    onmessage: (message: EventSourceMessage) => {
      if (message.event === 'refetch') return handlers.onRefetch();
      if (message.event !== 'change') return;
      const change = asChange(message.data);
      if (change) handlers.onChange(change);
    },
    onclose: () => {
      throw new StreamEnded();
    },
    onerror: (err: unknown) => {
      handlers.onConnected?.(false);
      if (err instanceof StreamEnded) return FIRST_RETRY_MS;
      // Signed out: the client already sent the user to sign in; nothing to reconnect for.
      if (err instanceof ApiError && (err.status === 401 || err.status === 403)) throw err;
      if (err instanceof ApiError && err.status === 429) return CROWDED_RETRY_MS;
      const wait = retryMs;
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
      return wait;
    },
  });
}
