import type autocannon from 'autocannon';

/** What the load benches (bench:sandbox, the production column) report of an autocannon run. */
export interface LoadOutcome {
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  answers2xx: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export function loadOutcome(result: autocannon.Result): LoadOutcome {
  return {
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    answers2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
