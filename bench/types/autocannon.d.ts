declare module 'autocannon' {
  /** The parts of autocannon's options the benchmarks use. */
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Worker threads firing the requests (the server keeps the main thread). */
    workers?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    method?: 'GET' | 'POST' | 'PUT';
    headers?: Record<string, string>;
    body?: string;
  }
  /** One statistic: mean and percentiles (latency in ms, requests per second). */
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    [percentile: string]: number;
  }
  export interface Result {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    throughput: Histogram & { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Answers per status code: { '304': { count } }. */
    statusCodeStats: Record<string, { count: number }>;
    duration: number;
    [key: string]: unknown;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
