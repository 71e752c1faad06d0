// The part of autocannon's programmatic API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  /** One connection's request state (autocannon's `Client`). */
  interface Client {
    setHeadersAndBody(headers: Record<string, string>, body: string | undefined): void;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Run the load in worker threads, away from the server's event loop. */
    workers?: number;
    /** Called once per connection before it starts (without workers: a function). */
    setupClient?: (client: Client) => void;
  }
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  interface Result {
    latency: Histogram;
    requests: Histogram & { total: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    /** Seconds the run lasted. */
    duration: number;
    '2xx': number;
    /** Answers by status code, e.g. { '201': { count: 812 }, '409': { count: 3 } }. */
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
