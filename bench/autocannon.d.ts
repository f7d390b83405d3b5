// The part of autocannon 8's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    overallRate?: number;
    requests?: { setupRequest?: (request: Request) => Request }[];
  }
  interface Request {
    path?: string;
    method?: string;
    headers?: Record<string, string>;
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  /** The run: a promise of its result and an emitter of each answer (latency in ms). */
  interface Instance extends PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, status: number, bytes: number, latency: number) => void): this;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
