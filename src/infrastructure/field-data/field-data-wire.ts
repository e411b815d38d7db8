/**
 * What a sampled visit sends to the first-screen service (docs/privacy.md), shared by the browser's reporter and
 * the service's check of it, so that the two cannot drift. Plain data: the service imports it without web-vitals.
 */

/** Where the reports go: one origin, so `connect-src 'self'` covers them; nginx proxies it to the renderers. */
export const FIELD_DATA_PATH = '/field-data';

/** The most a report may weigh: one report is well under 200 bytes, so this leaves room and no more. */
export const FIELD_DATA_MAX_BYTES = 2048;

/** The Web Vitals counted, as web-vitals names them; LCP and INP in milliseconds, CLS without a unit. */
export const FIELD_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type FieldMetric = (typeof FIELD_METRICS)[number];

/** The uncaught errors counted, by the event that told of them; never their message, stack or file. */
export const FIELD_ERRORS = ['error', 'unhandledrejection'] as const;
export type FieldError = (typeof FIELD_ERRORS)[number];

/** One report: the page's path (no query, no fragment) and either a metric's value or an error's kind. */
export type FieldDataBody =
  | { readonly path: string; readonly metric: FieldMetric; readonly value: number }
  | { readonly path: string; readonly error: FieldError };
