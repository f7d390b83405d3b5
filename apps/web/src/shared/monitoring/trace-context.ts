/**
 * W3C Trace Context for the panel's calls: a fresh trace per call, sampled at the server's rate (SPEC
 * §9's 0.1), so the API continues the same trace and its error answers and logs name the same id.
 */
const hex = (bytes: number): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');

export interface TraceContext {
  traceId: string;
  traceparent: string;
}

let sampleRate = 0;

/** Set from the runtime settings at start; 0 (nothing sampled) until then. */
export const setTraceSampleRate = (rate: number): void => {
  sampleRate = rate;
};

export const newTraceContext = (random: () => number = Math.random): TraceContext => {
  const traceId = hex(16);
  const sampled = random() < sampleRate ? '01' : '00';
  return { traceId, traceparent: `00-${traceId}-${hex(8)}-${sampled}` };
};
