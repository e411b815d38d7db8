import type { DrupalDownFigures, ServiceOutageFigures } from './column';
import { DOWN_LOAD } from './down-and-back';
import { DRUPAL_DOWN_TARGETS, drupalDownGoalsMet, drawnShare, type DrupalDownGoal } from './goals';
import { SLOW_LOAD } from './slow-drupal-load';

const whole = (value: number) => Math.round(value).toLocaleString('en');
const ms = (value: number) => `${Math.round(value)} ms`;

/** The drupal-down column as its own Markdown table: the earlier service and this build side by side. */
export function drupalDownTable({ earlier, current }: DrupalDownFigures): string {
  const met = drupalDownGoalsMet(current);
  const targets = DRUPAL_DOWN_TARGETS;
  const settle = `${DOWN_LOAD.settleMs / 1000} s`;
  const row = (
    figure: string,
    value: (figures: ServiceOutageFigures) => string,
    goal?: readonly [DrupalDownGoal, string],
  ) => [
    figure,
    value(earlier.figures),
    value(current),
    goal ? `${goal[1]}${met[goal[0]] ? ' ✅' : ' ❌'}` : '',
  ];
  const slowRows = [
    row(
      `**Drupal answering in ${SLOW_LOAD.answerMs} ms, ${SLOW_LOAD.seconds} s**: answers: drawn / 503 / other or failed`,
      ({ slow }) =>
        `${whole(slow.answers)} (${whole(slow.drawn)} / ${whole(slow.unavailable)} / ${whole(slow.others)})`,
    ),
    row('pages drawn (200, the page in the HTML)', ({ slow }) => `${(drawnShare(slow) * 100).toFixed(1)} %`, [
      'drawnShare',
      `≥ ${targets.drawnShare * 100} %`,
    ]),
    row('p99 of the answers', ({ slow }) => ms(slow.p99Ms)),
    row('calls to Drupal', ({ slow }) => whole(slow.drupalCalls)),
  ];
  const recovery = ({ down }: ServiceOutageFigures) =>
    down.recoverySeconds === null
      ? `none in ${DOWN_LOAD.recoverySeconds} s`
      : `${down.recoverySeconds.toFixed(1)} s`;
  const downRows = [
    row(
      `**Drupal hanging, ${DOWN_LOAD.hangSeconds} s**: answers: 503 / drawn (404 included) / other or failed`,
      ({ down }) =>
        `${whole(down.answers)} (${whole(down.unavailable)} / ${whole(down.drawn)} / ${whole(down.others)})`,
    ),
    row(`p50 after the first ${settle}`, ({ down }) => ms(down.p50Ms)),
    row(`p99 after the first ${settle}`, ({ down }) => ms(down.p99Ms), ['p99Ms', `≤ ${targets.p99Ms} ms`]),
    row('p99 of the whole hang', ({ down }) => ms(down.p99AllMs)),
    row('calls to Drupal in all', ({ down }) => whole(down.drupalCalls), [
      'drupalCalls',
      `≤ ${targets.drupalCalls}`,
    ]),
    row('most calls held open at once', ({ down }) => whole(down.mostHeld)),
    row(
      'RSS before, at the end (most during the hang)',
      ({ down }) =>
        `${Math.round(down.rssBeforeMb)} MB, ${Math.round(down.rssEndMb)} MB (${Math.round(down.rssMostMb)})`,
      ['rssMb', `≤ ${targets.rssMb} MB`],
    ),
    row('a drawn screen again, after Drupal answers', recovery, [
      'recoverySeconds',
      `≤ ${targets.recoverySeconds} s`,
    ]),
    row(
      `log lines in the hang's first ${DOWN_LOAD.logSeconds} s (MB)`,
      ({ down }) => `${whole(down.logLines)} (${down.logMb.toFixed(1)} MB)`,
      ['logLines', `≤ ${whole(targets.logLines)}`],
    ),
  ];
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [
    line([
      `Drupal slow or hanging, ${SLOW_LOAD.connections} readers`,
      `before (${earlier.commit.slice(0, 7)})`,
      'this build',
      'target',
    ]),
    line(['---', '---', '---', '---']),
    ...[...slowRows, ...downRows].map(line),
  ].join('\n');
}
