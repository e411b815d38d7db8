import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/**
 * A TypeScript script in a Node process of its own, with tsx as a loader rather than its wrapper so that
 * SIGTERM reaches the script itself. Its stdout is piped (to be read) or sent to the bench's stderr (2).
 */
export function spawnScript(script: string, args: readonly string[], stdout: 'pipe' | 2): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    stdio: ['ignore', stdout, 'inherit'],
  });
}

/** SIGTERM, then waits for the exit: the script stops its servers and removes its files first. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/** Resolves once `url` answers 2xx, asked every `pollMs`; fails when `child` exits first or `seconds` pass. */
export async function answering(
  url: string,
  child: ChildProcess,
  seconds: number,
  pollMs = 100,
): Promise<void> {
  for (const deadline = Date.now() + seconds * 1000; Date.now() < deadline;) {
    if (child.exitCode !== null)
      throw new Error(`${url}: its process exited with ${child.exitCode} before answering.`);
    if (
      await fetch(url).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`${url} did not answer within ${seconds} s.`);
}
