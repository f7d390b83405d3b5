/**
 * When the page has gone quiet: loaded, none of the panel's API calls in flight, and no resource (a chunk,
 * an answer, an image) finished loading for `quietMs`. The live stream waits for it before it opens (issue
 * 29): a request that never ends, opened while the screen still loads, would keep the page from ever being
 * network-idle — what browser automation waits for (Playwright's `networkidle`: 500 ms without a request)
 * — and would hold one of the browser's six connections to the server while the screen's data loads.
 */
let callsInFlight = 0;
let lastLoadEnd = 0;

/** sendRequest counts its calls here: a slow answer is activity no finished resource shows yet. */
export const countCall = <T>(call: Promise<T>): Promise<T> => {
  callsInFlight += 1;
  return call.finally(() => (callsInFlight -= 1));
};

let watching = false;
const watchLoads = () => {
  if (watching || typeof PerformanceObserver === 'undefined') return;
  watching = true;
  const note = (entries: readonly PerformanceEntry[]) => {
    for (const e of entries) lastLoadEnd = Math.max(lastLoadEnd, (e as PerformanceResourceTiming).responseEnd);
  };
  note(performance.getEntriesByType('resource'));
  // An observer, not the resource timing buffer: the buffer stops at 250 entries and a long session has more.
  new PerformanceObserver((list) => note(list.getEntries())).observe({ type: 'resource', buffered: true });
};

const isQuiet = (quietMs: number) =>
  document.readyState === 'complete' && callsInFlight === 0 && performance.now() - lastLoadEnd >= quietMs;

/** Resolves once the page is quiet (checked every 100 ms), or rejects when `signal` aborts first. */
export function whenPageQuiet(signal: AbortSignal, quietMs = 1_000): Promise<void> {
  watchLoads();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (signal.aborted) return reject(signal.reason);
      if (isQuiet(quietMs)) return resolve();
      setTimeout(check, 100);
    };
    check();
  });
}
