import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import { CHROMIUM_PATH, chromiumFlags } from '../bench/chromium';
import { firstFreeRun } from '../bench/ports';
import { startBenchServer } from '../bench/sandbox-server';
import { ACTIONS } from './actions';
import { filesRunDuring } from './runtime-path';
import { linesOf, staticPath } from './static-path';

/**
 * `npm run action-path`: the files a newcomer opens following log in, post a topic and autosave a proposal
 * draft from the button to the request and back on screen (issue 17: at most 25 each). Each action is done in
 * Chromium against the dev server (one module per source file) and a fresh sandbox, and V8's call counts name
 * the files whose code ran. A file counts when imports lead to it from the action's view (static-path.ts: on
 * the way to the transport, a port to its adapters, and what reads the answer) and its code ran: branches
 * that do not run on this action are left out, and so are screens the outcome leads to. Domain rules and the
 * UI's shared pieces are vocabulary, not steps. Beside it, what imports alone reach. Fails above 25 files, or
 * when wiring (a container, binding, loader or token file) runs during an action.
 */

/** The ceiling per action. */
const MOST_FILES = 25;
/** Wiring, not a step of the action: none of it may run between the button and the outcome. */
const WIRING = /(^|\/)(container|binder|lazy-loaders|[\w-]+-bindings|token)\.tsx?$/;

const sandbox = await startBenchServer();
process.env.SANDBOX_URL = sandbox.origin;
const port = await firstFreeRun(1);
const vite = await createServer({ server: { port, strictPort: true, host: '127.0.0.1' }, logLevel: 'error' });
await vite.listen();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumFlags() });
let over = false;
try {
  for (const action of ACTIONS) {
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` });
    const page = await context.newPage();
    await action.prepare(page);
    const ran = await filesRunDuring(page, () => action.act(page));
    await context.close();
    const reach = staticPath(action.view);
    const counted = reach.filter((file) => ran.has(file));
    const lines = counted.reduce((sum, file) => sum + linesOf(file), 0);
    const wiring = [...ran].filter((file) => WIRING.test(file));
    over ||= counted.length > MOST_FILES || wiring.length > 0;
    console.log(
      `${action.name}: ${counted.length} files run, ${lines} lines (imports alone reach ${reach.length})`,
    );
    for (const file of counted) console.log(`  ${String(linesOf(file)).padStart(4)}  ${file}`);
    if (wiring.length > 0) console.log(`  wiring on the way: ${wiring.join(', ')}`);
  }
} finally {
  await browser.close();
  await vite.close();
  await sandbox.close();
}
process.exitCode = over ? 1 : 0;
