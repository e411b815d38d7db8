import {
  FIELD_ERRORS,
  FIELD_METRICS,
  type FieldError,
  type FieldMetric,
} from '@/infrastructure/field-data/field-data-wire';
import { screenKindOf, type ScreenKind } from './screen-kind';

/** A browser's report as the service counts it: the screen is the service's own reading of the path. */
export type FieldReport =
  | { readonly screen: ScreenKind; readonly metric: FieldMetric; readonly value: number }
  | { readonly screen: ScreenKind; readonly error: FieldError };

/**
 * The largest value of each metric taken as a measurement rather than a forged or broken one: a minute for LCP
 * (a page that took longer was abandoned), half a minute for one interaction, and a layout shift score no real
 * page reaches (one whole viewport moving counts 1 a frame, and web-vitals keeps the worst window of 5 s).
 */
const LARGEST: Readonly<Record<FieldMetric, number>> = { LCP: 60_000, INP: 30_000, CLS: 10 };

/** Longer than any path of the portal; a report of a longer one is refused rather than classified. */
const LONGEST_PATH = 512;

/**
 * `body` (a parsed beacon) as a report to count, or null for anything else: exactly the keys of one report
 * (field-data-wire.ts), a metric or an error from the closed sets, a finite value within its range, and a path
 * that is only a path (no query, no fragment, no host, no control character). The screen is what the service's
 * own classification (screen-kind.ts) makes of that path, never a label the client chose, so the metrics'
 * labels stay a handful of values whatever is sent.
 */
export function fieldReportOf(body: unknown, appName: string): FieldReport | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const report = body as Record<string, unknown>;
  const keys = Object.keys(report).sort().join(',');
  if (!isPath(report.path)) return null;
  const screen = screenKindOf(report.path, appName);
  if (keys === 'error,path' && isOneOf(FIELD_ERRORS, report.error)) return { screen, error: report.error };
  if (keys !== 'metric,path,value' || !isOneOf(FIELD_METRICS, report.metric)) return null;
  const { value } = report;
  if (typeof value !== 'number' || !(value >= 0 && value <= LARGEST[report.metric])) return null;
  return { screen, metric: report.metric, value };
}

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

function isPath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.length <= LONGEST_PATH &&
    // One slash first: `//host/x` would be another origin's address, not a path of this one.
    /^\/(?!\/)[^?#\s\p{Cc}\\]*$/u.test(path)
  );
}
