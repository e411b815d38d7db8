import { readFileSync } from 'node:fs';

/** One request to a genuine Drupal 10.3.7 and its answer (tests/sandbox/recorded/README.md). */
export interface RecordedStep {
  readonly step: number;
  readonly what: string;
  readonly method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Relative to Drupal's root: `user/login?_format=json`. */
  readonly path: string;
  readonly request_body: unknown;
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  /** Who sent it: `member` or `anonymous` (a fresh session); the third recording's also `other` or `admin`. */
  readonly as?: 'member' | 'anonymous' | 'other' | 'admin';
  /** The second recording's: the request headers sent (`X-Forwarded-For` among them), tokens as `<token>`. */
  readonly request_headers?: Readonly<Record<string, string>>;
}

const readRecording = (file: string): readonly RecordedStep[] =>
  JSON.parse(readFileSync(new URL(`../sandbox/recorded/${file}`, import.meta.url), 'utf8'));

/** Every recorded step of the first recording (accounts and comments), in the order it was sent. */
export const RECORDED_STEPS = readRecording('drupal-10.3.7-answers.json');

/**
 * Every entry of the third recording (reading, stale saves, titles, pictures, ids, sticky, statistics, search,
 * history), in the order sent; its notes (ids observed, cron runs) have no method.
 */
export const THIRD_RECORDING_ENTRIES: readonly (
  RecordedStep | { step: number; what: string; method?: undefined }
)[] = readRecording('drupal-10.3.7-third-recording.json');

/** The recorded step named `what`, as the recording names it ("login: success"). */
export function recordedStep(what: string): RecordedStep {
  const found = RECORDED_STEPS.find((step) => step.what === what);
  if (!found) throw new Error(`no recorded Drupal answer for "${what}"`);
  return found;
}

/** The `message` of a JSON answer, as Drupal words its refusals; null for any other body. */
export function messageOf(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && 'message' in parsed
      ? String(parsed.message)
      : null;
  } catch {
    return null;
  }
}
