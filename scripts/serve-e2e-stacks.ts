import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/**
 * Every worker's stacks for the browser tests, started at once (playwright.config.ts passes them in
 * E2E_STACKS): Playwright starts the servers of its `webServer` list one after the other, each once the one
 * before answers, which took 24–27 s for three workers' nine servers on a quiet 2-core machine, most of it
 * waiting. Here they start side by side; "e2e stacks ready" is said once every one answers at its address.
 *
 * What Playwright did for each server is done here for all: an address already answering before the start
 * fails the run (a server left from an earlier run would be tested instead), as does a server that exits
 * before it answers; SIGTERM or SIGINT stops them all, each in its own process group (nginx's stack removes
 * its temporary folder on the way).
 */
interface Stack {
  /** A shell command, run in this folder with this process's environment and `env`. */
  readonly command: string;
  /** The address that answers once the server is ready. */
  readonly url: string;
  readonly env: Record<string, string>;
  /** Started, and waited for, before the others (the one that builds dist/, which the others serve). */
  readonly first?: boolean;
}

const stacks = JSON.parse(process.env.E2E_STACKS ?? '[]') as Stack[];
const READY_WITHIN_MS = Number(process.env.E2E_STACKS_TIMEOUT_MS ?? 60_000);
/** How long a stopped server has to exit before it is killed: nginx's stack waits up to 5 s for nginx. */
const EXIT_WITHIN_MS = 8_000;
const children: ChildProcess[] = [];
let stopping = false;

const answers = async (url: string) => {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
};

function start({ command, env }: Stack): ChildProcess {
  const child = spawn(command, {
    shell: true,
    detached: true,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`serve-e2e-stacks: "${command}" exited (${signal ?? `code ${code}`}); stopping the others`);
    void stopAll(1);
  });
  return child;
}

async function ready({ url, command }: Stack): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  for (let pause = 100; !(await answers(url)); pause = Math.min(pause * 2, 500)) {
    if (Date.now() > deadline)
      throw new Error(`"${command}" did not answer at ${url} within ${READY_WITHIN_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

async function stopAll(code: number): Promise<never> {
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of running) signalGroup(child, 'SIGTERM');
  const killer = setTimeout(() => running.forEach((child) => signalGroup(child, 'SIGKILL')), EXIT_WITHIN_MS);
  await Promise.all(running.map((child) => (child.exitCode === null ? once(child, 'exit') : null)));
  clearTimeout(killer);
  process.exit(code);
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // The group has gone already.
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stopAll(0));

try {
  const taken = (
    await Promise.all(stacks.map(async (stack) => ((await answers(stack.url)) ? stack.url : null)))
  )
    .filter(Boolean)
    .join(', ');
  if (taken) throw new Error(`${taken} answered before any server started: stop what listens there`);
  const first = stacks.filter((stack) => stack.first);
  for (const stack of first) start(stack);
  await Promise.all(first.map(ready));
  const others = stacks.filter((stack) => !stack.first);
  for (const stack of others) start(stack);
  await Promise.all(others.map(ready));
  console.log(`e2e stacks ready: ${stacks.length} servers`);
} catch (error) {
  console.error(`serve-e2e-stacks: ${error instanceof Error ? error.message : String(error)}`);
  await stopAll(1);
}
