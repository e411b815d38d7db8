import { readFileSync } from 'node:fs';
import type { RecordedRequest } from './answer-comparison';

/** The five recordings of a genuine Drupal 10.3.7 (tests/sandbox/recorded/README.md), by the replay's name. */
export const RECORDING_FILES = {
  first: 'drupal-10.3.7-answers.json',
  second: 'drupal-10.3.7-discussions-and-flood.json',
  third: 'drupal-10.3.7-third-recording.json',
  fourth: 'drupal-10.3.7-fourth-recording.json',
  fifth: 'drupal-10.3.7-fifth-recording.json',
} as const;

export type RecordingName = keyof typeof RECORDING_FILES;

/** A note between requests (ids observed, a cron run, a session logged in): it has no method. */
export interface RecordedNote {
  readonly step: number;
  readonly what: string;
  readonly method?: undefined;
}

export type RecordedEntry = RecordedRequest | RecordedNote;

/** A recording's entries in the order sent; an entry's number, from 1 with the notes counted, names it. */
export function recordedEntries(recording: RecordingName): readonly RecordedEntry[] {
  return JSON.parse(
    readFileSync(new URL(`../recorded/${RECORDING_FILES[recording]}`, import.meta.url), 'utf8'),
  ) as RecordedEntry[];
}
