/** One server-sent event as a test reads it off the wire. */
export interface ReadEvent {
  id?: string;
  event: string;
  data: unknown;
}

/**
 * Opens `url` as a real browser's EventSource would (a socket, not inject: a stream never "finishes") and
 * collects its events; `next` waits for one matching, `ended` settles when the server ends the stream.
 */
export async function openEventStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const events: ReadEvent[] = [];
  const waiting = new Set<() => void>();
  let ended = false;
  const done = (async () => {
    if (!res.body) return;
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += value;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const parsed = parseFrame(frame);
          if (parsed) events.push(parsed);
          for (const wake of waiting) wake();
        }
      }
    } catch {
      // aborted by the test
    } finally {
      ended = true;
      for (const wake of waiting) wake();
    }
  })();

  async function next(match: (e: ReadEvent) => boolean, timeoutMs = 2_000): Promise<ReadEvent | undefined> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.find(match);
      if (found || ended || Date.now() >= deadline) return found;
      await new Promise<void>((resolve) => {
        const wake = () => (waiting.delete(wake), clearTimeout(timer), resolve());
        const timer = setTimeout(wake, deadline - Date.now());
        waiting.add(wake);
      });
    }
  }

  return {
    status: res.status,
    response: res,
    events,
    next,
    ended: done,
    isEnded: () => ended,
    close: () => controller.abort(),
  };
}

function parseFrame(frame: string): ReadEvent | undefined {
  const lines = frame.split('\n').filter((l) => !l.startsWith(':'));
  if (lines.length === 0) return undefined;
  const field = (name: string) => lines.find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2);
  const data = field('data');
  const id = field('id');
  return { event: field('event') ?? 'message', data: data ? JSON.parse(data) : undefined, ...(id ? { id } : {}) };
}
