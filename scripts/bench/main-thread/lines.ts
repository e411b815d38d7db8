import type { LighthouseMedian } from '../lighthouse';
import { loadLine } from '../build-pair';
import type { MainThreadFigures, MainThreadPage } from './column';

/** Issue 52's goals at Lighthouse's mobile settings (4× CPU). */
export const MAIN_THREAD_TARGETS = {
  tbtMs: 100,
  score: 0.99,
  /** TBT may not grow by more than a quarter against the previous landed build… */
  regressionRatio: 1.25,
  /** …nor by more than Lighthouse's own noise on a settled page (a few ms either way). */
  regressionFloorMs: 10,
} as const;

/** Whether this build's TBT grew by more than a quarter against the previous landed build's. */
export function tbtRegressed({ earlier, current }: Pick<MainThreadPage, 'earlier' | 'current'>): boolean {
  const { regressionRatio, regressionFloorMs } = MAIN_THREAD_TARGETS;
  return current.tbtMs > earlier.tbtMs * regressionRatio && current.tbtMs > earlier.tbtMs + regressionFloorMs;
}

export function meetsGoals(current: LighthouseMedian): boolean {
  return current.tbtMs <= MAIN_THREAD_TARGETS.tbtMs && current.score >= MAIN_THREAD_TARGETS.score;
}

const shown = ({ tbtMs, longestTaskMs, score }: LighthouseMedian) =>
  `${Math.round(tbtMs)} / ${Math.round(longestTaskMs)} ms, ${score.toFixed(2)}`;

/** The main-thread column as its own Markdown table: the previous landed build and this one side by side. */
export function mainThreadTable(figures: MainThreadFigures) {
  const { baseline, rounds, pages } = figures;
  const { tbtMs, score, regressionRatio } = MAIN_THREAD_TARGETS;
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [
    line([
      `page (TBT / longest task, score: median of ${rounds}, Lighthouse mobile)`,
      'served by',
      `before (${baseline.slice(0, 7)})`,
      'this build',
      `target TBT ≤ ${tbtMs} ms, score ≥ ${score}, TBT ≤ ${regressionRatio}× before`,
    ]),
    line(['---', '---', '---', '---', '---']),
    ...pages.map((page) =>
      line([
        page.path,
        page.way === 'sandbox' ? 'npm start' : 'nginx',
        shown(page.earlier),
        shown(page.current),
        `${meetsGoals(page.current) ? '✅' : '❌'}${tbtRegressed(page) ? ' TBT regressed' : ''}`,
      ]),
    ),
    '',
    loadLine(figures),
  ].join('\n');
}
