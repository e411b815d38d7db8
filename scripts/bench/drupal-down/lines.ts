import type { DrupalDownFigures } from './column';
import { DOWN_LOAD, type DownFigures } from './down-and-back';

/** Issue 43's goal while Drupal hangs, and for its return. */
export const DRUPAL_DOWN_TARGETS = { p99Ms: 50, drupalCalls: 60, rssMb: 250, recoverySeconds: 10 } as const;

/** The drupal-down column as its own Markdown table: the earlier service and this build side by side. */
export function drupalDownTable({ earlier, current }: DrupalDownFigures): string {
  const mark = (pass: boolean) => (pass ? ' ✅' : ' ❌');
  const settle = `${DOWN_LOAD.settleMs / 1000} s`;
  const row = (figure: string, value: (figures: DownFigures) => string, target = '') => [
    figure,
    value(earlier.figures),
    value(current),
    target,
  ];
  const { p99Ms, drupalCalls, rssMb, recoverySeconds } = DRUPAL_DOWN_TARGETS;
  const recovered = current.recoverySeconds !== null && current.recoverySeconds <= recoverySeconds;
  const rows = [
    row(
      'answers: 503 / drawn (404 included) / other or failed',
      (f) => `${f.answers} (${f.unavailable} / ${f.drawn} / ${f.others})`,
    ),
    row(`p50 after the first ${settle}`, (f) => `${Math.round(f.p50Ms)} ms`),
    row(
      `p99 after the first ${settle}`,
      (f) => `${Math.round(f.p99Ms)} ms`,
      `≤ ${p99Ms} ms${mark(current.p99Ms <= p99Ms)}`,
    ),
    row('p99 of the whole minute', (f) => `${Math.round(f.p99AllMs)} ms`),
    row(
      'calls to Drupal in all',
      (f) => String(f.drupalCalls),
      `≤ ${drupalCalls}${mark(current.drupalCalls <= drupalCalls)}`,
    ),
    row('most calls held open at once', (f) => String(f.mostHeld)),
    row(
      'RSS before, at the end (most during the minute)',
      (f) => `${Math.round(f.rssBeforeMb)} MB, ${Math.round(f.rssEndMb)} MB (${Math.round(f.rssMostMb)})`,
      `≤ ${rssMb} MB${mark(current.rssMostMb <= rssMb)}`,
    ),
    row(
      'a drawn screen again, after Drupal answers',
      (f) =>
        f.recoverySeconds === null
          ? `none in ${DOWN_LOAD.recoverySeconds} s`
          : `${f.recoverySeconds.toFixed(1)} s`,
      `≤ ${recoverySeconds} s${mark(recovered)}`,
    ),
  ];
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [
    line([
      `Drupal hanging, ${DOWN_LOAD.connections} readers, ${DOWN_LOAD.hangSeconds} s`,
      `before (${earlier.commit.slice(0, 7)})`,
      'this build',
      'target',
    ]),
    line(['---', '---', '---', '---']),
    ...rows.map(line),
  ].join('\n');
}
