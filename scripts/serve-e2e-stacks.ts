import { spawn, type ChildProcess } from 'node:child_process';

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
const EXIT_WITHIN_MS = Number(process.env.E2E_STACKS_EXIT_MS ?? 8_000);
/** And a killed one to be gone: both within the 15 s Playwright gives this process (playwright.config.ts). */
const KILLED_WITHIN_MS = 4_000;
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

/**
 * Stops every stack and exits once no process of theirs is left. A stack's command runs under a shell and npx,
 * which may exit on the signal before the server they started has: so the wait is for each process group to
 * empty, not for its first process. A server still there after EXIT_WITHIN_MS is killed. Nothing may outlive
 * this process: each holds the standard error Playwright waits to see closed before it ends its run.
 */
async function stopAll(code: number): Promise<never> {
  if (stopping) return new Promise<never>(() => {});
  stopping = true;
  const groups = children.map((child) => child.pid!).filter((group) => groupAlive(group));
  for (const group of groups) signalGroup(group, 'SIGTERM');
  if (!(await groupsEmpty(groups, EXIT_WITHIN_MS))) {
    const left = groups.filter(groupAlive);
    console.error(
      `serve-e2e-stacks: killing what is left of ${left.length} stack(s) after ${EXIT_WITHIN_MS} ms`,
    );
    for (const group of left) signalGroup(group, 'SIGKILL');
    await groupsEmpty(groups, KILLED_WITHIN_MS);
  }
  process.exit(code);
}

/** Whether any process of the group is left (signal 0 asks without sending). */
function groupAlive(group: number): boolean {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
}

async function groupsEmpty(groups: number[], withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (groups.some(groupAlive)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

function signalGroup(group: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-group, signal);
  } catch {
    // The group has gone already.
  }
}

// `on`, not `once`: the signal comes twice (to the process group, and relayed by npx and tsx), and a second one
// without a handler would end this process before its stacks are gone.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stopAll(0));

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
