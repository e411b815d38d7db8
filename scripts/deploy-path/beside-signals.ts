import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The deploy path's hand-over with the checks CI runs beside it (.ci/run, scripts/ci/beside-the-deploy-path.sh),
 * through files in DEPLOY_PATH_SIGNALS, a folder of the checkout's (the clean root keeps it in sight). The deploy
 * and rollbacks under 50 readers measure what two renderers carry on two cores while one of them restarts. A
 * browser or an npm install beside them takes a core at moments of its own, and a renderer left alone with the
 * readers then answers past nginx's 5 s: the measure becomes one of the machine's other work. So the readers
 * start once the checks beside have paused (`beside-paused`), and the checks go on once the readers are done
 * (`readers-done`). Unset (the deploy path run alone): nothing waits.
 */
const folder = process.env.DEPLOY_PATH_SIGNALS;

/** How long the readers wait at most for the checks beside: past it (one hangs), they start all the same. */
const BESIDE_AT_MOST_MS = 240_000;
const POLL_MS = 250;

/**
 * Resolves once the checks beside have paused (or failed), or at BESIDE_AT_MOST_MS: the seconds waited, null when
 * nothing runs beside.
 */
export async function untilBesidePaused(): Promise<number | null> {
  const since = Date.now();
  if (!folder) return null;
  while (!existsSync(join(folder, 'beside-paused')) && Date.now() - since < BESIDE_AT_MOST_MS)
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  return (Date.now() - since) / 1000;
}

/** Tells the checks beside that the readers have stopped: after the load phase, and whenever the deploy path ends. */
export function readersDone(): void {
  if (folder) writeFileSync(join(folder, 'readers-done'), '');
}
