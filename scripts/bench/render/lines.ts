import type { MeasuredService, RenderFigures } from './column';
import {
  CONCURRENT_RENDERS,
  RENDERS_BEFORE_RSS,
  type PageRenders,
  type ServiceFigures,
} from './service-under-load';

/** Issue 33's goal: at least three times today's renders a second, at most 250 MB after 5,000 renders. */
export const RENDER_TARGETS = { speedUp: 3, rssMb: 250 } as const;

/**
 * The render column as its own Markdown table: the earlier services and this build side by side, then this build
 * with tracing on and what tracing costs it (issue 64), when measured.
 */
export function renderTable({ earlier, current, traced }: RenderFigures): string {
  const today = earlier[0]!.figures;
  const mark = (pass: boolean) => (pass ? ' ✅' : ' ❌');
  const speedUp = current.mixed.rendersPerSecond / today.mixed.rendersPerSecond;
  const row = (
    figure: string,
    value: (figures: ServiceFigures) => string,
    ratio: ((was: ServiceFigures) => number) | null,
    target = '',
    tracingCost: ((untraced: ServiceFigures, withTraces: ServiceFigures) => number) | null = null,
  ) => [
    figure,
    ...earlier.map(({ figures }) => value(figures)),
    value(current),
    ratio ? `${ratio(today).toFixed(2)}×` : '',
    ...(traced ? [value(traced), tracingCost ? `${tracingCost(current, traced).toFixed(2)}×` : ''] : []),
    target,
  ];
  const rows = [
    row(
      'start-up, spawn to its first /healthz answer',
      (figures) => (figures.startMs === undefined ? '—' : `${Math.round(figures.startMs)} ms`),
      null,
      '',
      (untraced, withTraces) => (withTraces.startMs ?? NaN) / (untraced.startMs ?? NaN),
    ),
    ...current.pages.map((page, index) =>
      row(
        `CPU a render of \`${page.path}\``,
        (figures) => `${figures.pages[index]!.cpuMsPerRender.toFixed(1)} ms`,
        (was) => page.cpuMsPerRender / was.pages[index]!.cpuMsPerRender,
        '',
        (untraced, withTraces) =>
          withTraces.pages[index]!.cpuMsPerRender / untraced.pages[index]!.cpuMsPerRender,
      ),
    ),
    row(
      `renders/s, ${CONCURRENT_RENDERS} at a time, the pages in turn`,
      (figures) => perSecond(figures.mixed),
      (was) => current.mixed.rendersPerSecond / was.mixed.rendersPerSecond,
      `≥ ${RENDER_TARGETS.speedUp}× today's${mark(speedUp >= RENDER_TARGETS.speedUp)}`,
      (untraced, withTraces) => withTraces.mixed.rendersPerSecond / untraced.mixed.rendersPerSecond,
    ),
    row(
      `RSS after ${RENDERS_BEFORE_RSS.toLocaleString('en')} renders (peak)`,
      (figures) => `${Math.round(figures.rssMb)} MB (${Math.round(figures.peakRssMb)})`,
      (was) => current.rssMb / was.rssMb,
      `≤ ${RENDER_TARGETS.rssMb} MB${mark(current.rssMb <= RENDER_TARGETS.rssMb)}`,
      (untraced, withTraces) => withTraces.rssMb / untraced.rssMb,
    ),
    row(
      'answers other than a drawn page',
      (figures) => String(failures(figures)),
      null,
      `0${mark(failures(current) + (traced ? failures(traced) : 0) === 0)}`,
    ),
  ];
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [
    line([
      'render',
      ...earlier.map(heading),
      'this build',
      'this / today',
      ...(traced ? ['this build, traced', 'traced / untraced'] : []),
      'target',
    ]),
    line(['---', ...earlier.map(() => '---'), '---', '---', ...(traced ? ['---', '---'] : []), '---']),
    ...rows.map(line),
  ].join('\n');
}

const heading = ({ label, commit, production }: MeasuredService) =>
  `${label} (${commit.slice(0, 7)}${production ? '' : ', no NODE_ENV'})`;
const perSecond = (load: PageRenders) => load.rendersPerSecond.toFixed(1);
const failures = (figures: ServiceFigures) =>
  [...figures.pages, figures.mixed].reduce((sum, load) => sum + load.failures, 0);
