/**
 * The worker behind off-page-fetch.ts: makes the fetch it is sent and hands the answer back, its body as a
 * transferred stream, so the request belongs to no page. Messages: `{ id, url, method, headers }` starts a
 * request, `{ id, abort: true }` ends one; answers `{ id, status, statusText, headers, body }` or
 * `{ id, error }`.
 */
export type OffPageRequest =
  { id: number; url: string; method: string; headers: [string, string][] } | { id: number; abort: true };
export type OffPageAnswer =
  | {
      id: number;
      status: number;
      statusText: string;
      headers: [string, string][];
      body: ReadableStream<Uint8Array> | null;
    }
  | { id: number; error: string };

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<OffPageRequest>) => void) | null;
  postMessage(message: OffPageAnswer, transfer?: Transferable[]): void;
};
const running = new Map<number, AbortController>();

scope.onmessage = ({ data: request }) => {
  if ('abort' in request) {
    running.get(request.id)?.abort();
    running.delete(request.id);
    return;
  }
  const controller = new AbortController();
  running.set(request.id, controller);
  fetch(request.url, { method: request.method, headers: request.headers, signal: controller.signal }).then(
    (response) => {
      const { status, statusText } = response;
      // The body passes through here on its way to the page, so its end also ends the bookkeeping.
      const body =
        response.body?.pipeThrough(new TransformStream({ flush: () => void running.delete(request.id) })) ?? null;
      if (!body) running.delete(request.id);
      const answer = { id: request.id, status, statusText, headers: [...response.headers], body };
      scope.postMessage(answer, body ? [body] : []);
    },
    (error: unknown) => {
      running.delete(request.id);
      scope.postMessage({ id: request.id, error: String(error) });
    },
  );
};
