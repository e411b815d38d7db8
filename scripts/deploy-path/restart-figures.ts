/** One stop of a renderer as fake-systemctl.ts played it: SIGTERM at `signalled`, gone at `exited` (epoch ms). */
export interface Stop {
  readonly unit: string;
  readonly pid: number;
  readonly signalled: number;
  readonly exited: number;
  /** Whether TimeoutStopSec ran out and the unit's processes were sent SIGKILL. */
  readonly killed: boolean;
}

/**
 * `necs_ready` read from a renderer's metrics: sent at `sent`, answered (or given up) at `answered` (epoch ms);
 * null when nothing answered.
 */
export interface ReadinessSample {
  readonly instance: string;
  readonly sent: number;
  readonly answered: number;
  readonly ready: boolean | null;
}

/** A `/readyz` begun before a signal and finished once the renderer had taken it (restarts.ts). */
export interface ReadyzAnswer {
  readonly instance: string;
  readonly at: number;
  readonly status: number | null;
  readonly stopping: boolean;
}

/** What one stop showed. */
export interface StopSeen {
  readonly unit: string;
  readonly exitMs: number;
  readonly killed: boolean;
  /**
   * From the signal to the first answer of necs_ready 0 (a 0 is read only once the process took the signal, so a
   * scrape sent just before it counts too); null: none came before the exit.
   */
  readonly firstNotReadyMs: number | null;
  /** Scrapes sent after the signal that still read 1: the process had not taken the signal yet. */
  readonly readyBeforeTaken: number;
  /** Scrapes that read 1 after one had read 0, before the exit: readiness back while stopping. */
  readonly readyAgain: number;
  /** The status of the /readyz finished after the signal was taken, 503 `stopping`; null: none was. */
  readonly readyz: string | null;
}

/** The goal: each stop out within this, without SIGKILL (issue 53). */
export const EXIT_WITHIN_MS = 5000;
/** How often restarts.ts reads each renderer's necs_ready. */
export const SCRAPE_EVERY_MS = 100;

/** Each stop of `stops` with what the scrapes and the /readyz answers said during it. */
export function stopsSeen(
  stops: readonly Stop[],
  samples: readonly ReadinessSample[],
  answers: readonly ReadyzAnswer[],
): StopSeen[] {
  return stops.map((stop) => {
    const instance = stop.unit.split('@')[1]!;
    const during = ({ at }: { at: number }) => at >= stop.signalled && at <= stop.exited;
    const own = samples.filter((sample) => sample.instance === instance);
    const sent = own.filter((sample) => during({ at: sample.sent }));
    // One renderer's scrapes go one after another: sent in order, answered in order.
    const firstZero = own.find(({ ready, answered }) => ready === false && during({ at: answered }));
    const before = (sample: ReadinessSample) => !firstZero || sample.sent < firstZero.sent;
    const readyz = answers.find((answer) => answer.instance === instance && during(answer));
    return {
      unit: stop.unit,
      exitMs: stop.exited - stop.signalled,
      killed: stop.killed,
      firstNotReadyMs: firstZero ? firstZero.answered - stop.signalled : null,
      readyBeforeTaken: sent.filter((sample) => sample.ready && before(sample)).length,
      readyAgain: firstZero ? sent.filter((sample) => sample.ready && !before(sample)).length : 0,
      readyz: readyz ? `${readyz.status ?? 'none'}${readyz.stopping ? ' stopping' : ''}` : null,
    };
  });
}

/** What is wrong with the stops seen, each named; none when every one is as issue 53 asks. */
export function stopProblems(seen: readonly StopSeen[], expected: number): string[] {
  const problems = seen.length === expected ? [] : [`${seen.length} stops, not ${expected}`];
  for (const stop of seen) {
    const { unit, exitMs } = stop;
    if (stop.killed) problems.push(`${unit}: SIGKILL after TimeoutStopSec`);
    if (exitMs > EXIT_WITHIN_MS) problems.push(`${unit}: out ${exitMs} ms after SIGTERM`);
    if (stop.readyz !== '503 stopping')
      problems.push(`${unit}: /readyz after the signal said ${stop.readyz ?? 'nothing'}`);
    // A renderer out within two scrapes of the signal may be gone before any scrape after it took the signal.
    if (stop.firstNotReadyMs === null && exitMs >= 2 * SCRAPE_EVERY_MS)
      problems.push(`${unit}: no scrape read necs_ready 0`);
    if (stop.readyAgain > 0)
      problems.push(`${unit}: necs_ready 1 again ${stop.readyAgain} times while stopping`);
  }
  return problems;
}

/** One line of figures for the log. */
export function stopFigures(seen: readonly StopSeen[]): string {
  const most = (values: number[]) => (values.length === 0 ? 0 : Math.max(...values));
  const exits = seen.map(({ exitMs }) => exitMs);
  const lags = seen.flatMap(({ firstNotReadyMs }) => (firstNotReadyMs === null ? [] : [firstNotReadyMs]));
  return (
    `${seen.length} stops, ${seen.filter(({ killed }) => killed).length} SIGKILL, out after SIGTERM in ` +
    `${exits.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')} (most ${(most(exits) / 1000).toFixed(2)} s); ` +
    `/readyz after the signal: ${seen.map(({ readyz }) => readyz ?? 'none').join(', ')}; ` +
    `necs_ready 0 at most ${most(lags)} ms after the signal, ` +
    `${seen.reduce((sum, { readyBeforeTaken }) => sum + readyBeforeTaken, 0)} scrapes read 1 before the process ` +
    `took it, ${seen.reduce((sum, { readyAgain }) => sum + readyAgain, 0)} read 1 again`
  );
}
