import { readFileSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

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

/** Every step of the second recording (editing, replies, history, login flood), in the order it was sent. */
export const DISCUSSIONS_AND_FLOOD_STEPS = readRecording('drupal-10.3.7-discussions-and-flood.json');

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

/** What the sandbox is held to: the status, the message, and the headers a client or proxy acts on. */
export type Comparable = ReturnType<typeof comparable>;

function comparable(status: number, contentType: unknown, headers: Record<string, unknown>, body: string) {
  return {
    status,
    type: typeof contentType === 'string' ? (contentType.split(';')[0]?.trim() ?? null) : null,
    cacheControl: headers['cache-control'] ?? null,
    frameOptions: headers['x-frame-options'] ?? null,
    message: withoutSite(messageOf(body)),
  };
}

/** That the sandbox's answer has what Drupal's recorded one had, but for where `instead` says otherwise. */
export function expectAsRecorded(
  answer: LightMyRequestResponse,
  step: RecordedStep,
  instead?: Partial<Comparable>,
) {
  const recorded = comparable(step.status, step.headers['content-type'], step.headers, step.body);
  expect(comparable(answer.statusCode, answer.headers['content-type'], answer.headers, answer.body)).toEqual({
    ...recorded,
    ...instead,
  });
}

/** Drupal names the whole address of a path it has no route for; hosts and Drupal's root differ by site. */
const withoutSite = (message: string | null) =>
  message?.replace(/(GET|POST) https?:\/\/[^/]+(\/cms)?\//, '$1 /') ?? null;
