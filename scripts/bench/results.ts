import type { FirstLoadBytes, LazyPartBytes } from './bytes';
import type { CatalogueSize } from './catalogue-sizes';
import type { DeviceFigures } from './device/column';
import type { DrupalDownFigures } from './drupal-down/column';
import type { InteractionsFigures } from './interactions/column';
import type { LighthouseOutcome } from './lighthouse-plan';
import type { LiveReadingFigures } from './live-reading/figures';
import type { MainThreadFigures } from './main-thread/column';
import type { MemberFigures } from './member/column';
import type { MicroBenchmark } from './micro';
import type { CachedPageLoad, LoadFigures } from './production/load';
import type { RepeatVisit } from './repeat-visit';
import type { RequestFigures } from './requests';
import type { SnapshotSize } from './snapshot';
import type { RenderFigures } from './render/column';
import type { TypingLatency } from './typing';

/** Everything one `npm run bench` measured; written to bench/results.json. A column left out is absent. */
export interface BenchResults {
  startedAt: string;
  seconds: { total: number; build: number; steps: Record<string, number> };
  machine: { cpus: number; node: string; chromium: string; loadAverage: number[] };
  sandbox?: SandboxFigures;
  production?: ProductionFigures;
  /** Lighthouse as the member and as a visitor through nginx, side by side (issue 30). */
  member?: MemberFigures;
  /** This build's first-screen service beside today's (issue 33). */
  render?: RenderFigures;
  /** A repeat visit answered by the service worker, beside the warm snapshot (issue 29). */
  device?: DeviceFigures;
  /** The service while Drupal is slow, and while it hangs and comes back, beside 6d87646's (issues 43, 53). */
  drupalDown?: DrupalDownFigures;
  /** Each everyday interaction's latency on a phone's CPU, beside 05be11c's build (issue 46). */
  interactions?: InteractionsFigures;
  /** TBT and the longest task of the public pages at 4× CPU, beside the previous landed build (issue 52). */
  mainThread?: MainThreadFigures;
  /** What comments arriving while members read cost, computed from the beat and its back-off (issue 61). */
  liveReading?: LiveReadingFigures;
}

/** The built portal served by the sandbox, as `npm start` serves it (issue 10). */
export interface SandboxFigures {
  micro: MicroBenchmark[];
  firstLoad: FirstLoadBytes[];
  lazyParts: LazyPartBytes[];
  /** Each language's catalogue chunks, fetched only when that language is chosen (issue 19). */
  catalogues: CatalogueSize[];
  snapshots: SnapshotSize[];
  lighthouse: LighthouseOutcome;
  repeatVisits: { page: string; path: string; app: RepeatVisit; snapshot: RepeatVisit; lcpRatio: number }[];
  requests: RequestFigures;
  typing: TypingLatency[];
}

/** The same build on the production path: nginx and its page cache in front of the first-screen service (issue 18). */
export interface ProductionFigures {
  snapshots: SnapshotSize[];
  lighthouse: LighthouseOutcome;
  cachedPage: CachedPageLoad;
  renders: LoadFigures[];
}
