import { createRequire } from 'node:module';

/**
 * autocannon (mcollina/autocannon, no bundled types) through the part of its API the bench uses:
 * `autocannon(options)` resolves with the run's result (README § "autocannon(opts[, cb])").
 */
export interface LoadRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: LoadRequest, context: Record<string, unknown>) => LoadRequest;
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
}

export interface LoadOptions {
  url: string;
  connections: number;
  duration: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  requests?: LoadRequest[];
  timeout?: number;
  /** Ends the run after this many requests were answered (instead of after `duration`). */
  amount?: number;
}

interface Histogram {
  average: number;
  p50: number;
  p99: number;
  total: number;
}

export interface LoadResult {
  requests: Histogram;
  latency: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  duration: number;
  statusCodeStats: Record<string, { count: number }>;
}

type Autocannon = (options: LoadOptions & { setupClient?: unknown }) => Promise<LoadResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** One closed-loop run: `connections` clients each sending the next request when the last answered. */
export function load(options: LoadOptions): Promise<LoadResult> {
  return autocannon({ timeout: 10, ...options });
}

/** Requests per second over the run (total answered / seconds), steadier than the per-second mean. */
export function throughput(result: LoadResult): number {
  return result.requests.total / Math.max(1, result.duration);
}
