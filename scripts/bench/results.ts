import type { FirstLoadBytes, LazyPartBytes } from './bytes';
import type { LighthouseOutcome } from './lighthouse-plan';
import type { MicroBenchmark } from './micro';
import type { RepeatVisit } from './repeat-visit';
import type { RequestFigures } from './requests';
import type { TypingLatency } from './typing';

/** Everything one `npm run bench` measured; written to bench/results.json. */
export interface BenchResults {
  startedAt: string;
  seconds: { total: number; build: number; steps: Record<string, number> };
  machine: { cpus: number; node: string; chromium: string; loadAverage: number[] };
  micro: MicroBenchmark[];
  firstLoad: FirstLoadBytes[];
  lazyParts: LazyPartBytes[];
  snapshots: { name: string; htmlBytes: number }[];
  lighthouse: LighthouseOutcome;
  repeatVisits: { page: string; path: string; app: RepeatVisit; snapshot: RepeatVisit; lcpRatio: number }[];
  requests: RequestFigures;
  typing: TypingLatency[];
}
