import type { ProductionFigures } from '../results';
import type { Line } from '../table-columns';
import type { CachedPageLoad, LoadFigures } from './load';

/** Issue 18's targets for the production path (the rest are issue 10's, as for the sandbox). */
export const PRODUCTION_TARGETS = {
  mobileLcpRatio: 1.1,
  desktopLcpRatio: 1.3,
  cachedRequestsPerSecond: 2000,
  cachedP99Ms: 50,
} as const;

/** The production column: Lighthouse through nginx (its lines given), then the page cache and the renderer under load. */
export function productionLines(figures: ProductionFigures, lighthouse: readonly Line[]): Line[] {
  return [...lighthouse, ...cachedPageLines(figures.cachedPage), ...figures.renders.map(renderLine)];
}

function cachedPageLines(load: CachedPageLoad): Line[] {
  const { before, after } = load.cacheStatus;
  const clean = load.non2xx === 0 && load.errors === 0 && before === 'HIT';
  const area = 'cached page (nginx)';
  const where = `\`${load.path}\` from nginx's page cache, ${load.connections} connections, ${Math.round(load.seconds)} s`;
  return [
    {
      area,
      figure: `${where}: answers a second`,
      measured:
        `${Math.round(load.answersPerSecond)}/s (X-Cache-Status ${before} before, ${after} after; ` +
        `${load.bytesPerAnswer} B an answer${problems(load)})`,
      target: `≥ ${PRODUCTION_TARGETS.cachedRequestsPerSecond}/s, all HIT and 2xx`,
      pass: clean && load.answersPerSecond >= PRODUCTION_TARGETS.cachedRequestsPerSecond,
    },
    {
      area,
      figure: `${where}: p99 latency`,
      measured: `${load.latencyP99Ms} ms (p50 ${load.latencyP50Ms} ms, max ${load.latencyMaxMs} ms)`,
      target: `≤ ${PRODUCTION_TARGETS.cachedP99Ms} ms`,
      pass: load.latencyP99Ms <= PRODUCTION_TARGETS.cachedP99Ms,
    },
  ];
}

function renderLine(load: LoadFigures): Line {
  return {
    area: 'uncached renders (service)',
    figure: `\`${load.path}\` drawn afresh by the first-screen service, ${load.connections} connections, ${Math.round(load.seconds)} s`,
    measured:
      `${load.answersPerSecond.toFixed(1)} pages/s, p99 ${load.latencyP99Ms} ms ` +
      `(p50 ${load.latencyP50Ms} ms; ${load.bytesPerAnswer} B an answer${problems(load)})`,
    target: '—',
    pass: null,
  };
}

function problems(load: LoadFigures): string {
  const found = [
    load.non2xx ? `${load.non2xx} non-2xx` : '',
    load.errors ? `${load.errors} errors (${load.timeouts} timeouts)` : '',
  ].filter(Boolean);
  return found.length ? `; ${found.join(', ')}` : '';
}
