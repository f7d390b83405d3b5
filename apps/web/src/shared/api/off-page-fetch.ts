import type { OffPageAnswer, OffPageRequest } from './off-page-fetch-worker.ts';

/**
 * A fetch made by a dedicated worker, its answer's body handed back as a stream (issue 29's live stream).
 * The page's own requests then all end: a stream held open for hours is no request of the page, so
 * "network idle" — what browser automation waits for (Playwright's `networkidle`, a load measured by a
 * tool) — still comes. Where the browser cannot hand a stream from a worker (older Safari) or has no
 * workers (tests), it is the plain `fetch`.
 */
let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (r: Response) => void; reject: (e: unknown) => void }>();

const canTransferStreams = (): boolean => {
  if (typeof Worker === 'undefined' || typeof ReadableStream === 'undefined') return false;
  try {
    const stream = new ReadableStream();
    const channel = new MessageChannel();
    channel.port1.postMessage(stream, [stream as unknown as Transferable]);
    channel.port1.close();
    channel.port2.close();
    return true;
  } catch {
    return false;
  }
};

const theWorker = (): Worker => {
  if (worker) return worker;
  worker = new Worker(new URL('./off-page-fetch-worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = ({ data: answer }: MessageEvent<OffPageAnswer>) => {
    const request = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (!request) return;
    if ('error' in answer) request.reject(new TypeError(answer.error));
    else request.resolve(new Response(answer.body, answer));
  };
  return worker;
};

const post = (message: OffPageRequest) => theWorker().postMessage(message);

const offPageFetch = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> =>
  new Promise((resolve, reject) => {
    const id = ++nextId;
    const signal = init.signal;
    if (signal?.aborted) return reject(signal.reason);
    waiting.set(id, { resolve, reject });
    signal?.addEventListener(
      'abort',
      () => {
        post({ id, abort: true });
        waiting.get(id)?.reject(signal.reason);
        waiting.delete(id);
      },
      { once: true },
    );
    const url = input instanceof Request ? input.url : new URL(String(input), window.location.href).href;
    post({ id, url, method: init.method ?? 'GET', headers: [...new Headers(init.headers)] });
  });

/** `offPageFetch` where the browser can hand streams from a worker, else `fetch`; decided once. */
export const longLivedFetch: typeof fetch = canTransferStreams() ? offPageFetch : (...args) => fetch(...args);
