import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { lstatSync, mkdirSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stackPorts } from '../../scripts/nginx-stack';
import { freePorts, untilAnswered } from '../../scripts/local-ports';

interface Preview {
  readonly child: ChildProcess;
  /** Everything it wrote, both streams. */
  output(): string;
  /** Settles with its exit code once it has ended. */
  readonly ended: Promise<number | null>;
}

function startPreview(port: number): Preview {
  // tsx itself, not through npx, which ends on the signal without waiting for the preview to clean up.
  const child = spawn(join('node_modules', '.bin', 'tsx'), ['scripts/serve-nginx-e2e.ts', '--preview'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (data) => (text += String(data)));
  const ended = once(child, 'exit').then(([code]) => code as number | null);
  return { child, output: () => text, ended };
}

/** Resolves once the preview says where the portal is, or rejects with what it said when it ended first. */
async function started(preview: Preview): Promise<void> {
  const ready = new Promise<void>((resolve) => {
    const look = () => (preview.output().includes('Portal through nginx at') ? resolve() : undefined);
    preview.child.stdout?.on('data', look);
  });
  await Promise.race([
    ready,
    preview.ended.then((code) => {
      throw new Error(`the preview ended (${code}): ${preview.output()}`);
    }),
  ]);
}

async function stopped(preview: Preview): Promise<number | null> {
  if (preview.child.exitCode === null) preview.child.kill('SIGTERM');
  return preview.ended;
}

const folderOf = (port: number) => join(tmpdir(), `necs-renderer-${port}`);
/** The ports a preview's stack takes from its own on (nginx's, the sandbox's, the renderer's, ...). */
const STACK_PORTS = Object.keys(stackPorts(0)).length;

/**
 * `npm run preview:nginx` as production (moved from the browser suite's edge-nginx-preview.spec.ts, issue 83: it
 * opened no page): scripts/serve-nginx-e2e.ts --preview over the build, its first-screen service on a Unix socket
 * in a folder of its own account's (mode 0700), no port on the loopback for another account to take first; and
 * when the service cannot listen, a sentence and exit 1, never a preview carrying on without it. Each test on
 * ports of its own (freePorts), so they may run in any order.
 */
describe('npm run preview:nginx', () => {
  it('reaches its renderer over a Unix socket in a folder only its account may enter, replacing a dead one', async () => {
    const port = await freePorts(STACK_PORTS);
    // What a preview killed on this port left behind: its folder, and a socket nobody answers on any more.
    mkdirSync(folderOf(port), { mode: 0o700 });
    const crashed = spawnSync(process.execPath, [
      '-e',
      `require('node:net').createServer().listen(${JSON.stringify(join(folderOf(port), 'http.sock'))}, () => process.kill(process.pid, 'SIGKILL'))`,
    ]);
    expect(crashed.signal).toBe('SIGKILL');
    const preview = startPreview(port);
    try {
      await started(preview);
      const folder = lstatSync(folderOf(port));
      expect(folder.isDirectory()).toBe(true);
      expect(folder.mode & 0o777).toBe(0o700);
      expect(lstatSync(join(folderOf(port), 'http.sock')).isSocket()).toBe(true);
      expect(preview.output()).toContain(`first-screen service at unix:${folderOf(port)}/http.sock`);
      // Nothing on the loopback port a TCP renderer would have had.
      const refused = connect(stackPorts(port).renderer, '127.0.0.1');
      const [error] = (await once(refused, 'error')) as [NodeJS.ErrnoException];
      expect(error.code).toBe('ECONNREFUSED');
      // And the pages are drawn through it, once nginx listens.
      await untilAnswered(async () => {
        const answer = await fetch(`http://127.0.0.1:${port}/config.json`);
        if (!answer.ok) throw new Error(`config.json: ${answer.status}`);
      }, 'nginx');
      const page = await fetch(`http://127.0.0.1:${port}/about-us`, { headers: { accept: 'text/html' } });
      expect(await page.text()).toMatch(/<div id="root"><.+<h1[^>]*>About us<\/h1>/s);
    } finally {
      expect(await stopped(preview), preview.output()).toBe(0);
    }
    // Its folder goes with it, the renderer's socket first.
    expect(() => lstatSync(folderOf(port))).toThrow(/ENOENT/);
  });

  it('refuses a socket folder another account could have made, with a sentence', async () => {
    const port = await freePorts(STACK_PORTS);
    mkdirSync(folderOf(port), { mode: 0o755 });
    try {
      const preview = startPreview(port);
      expect(await preview.ended).toBe(1);
      expect(preview.output()).toContain(
        `The stack cannot start: ${folderOf(port)} is taken: it is not a folder of this account's that only it may enter (mode 0700).`,
      );
    } finally {
      rmSync(folderOf(port), { recursive: true, force: true });
    }
  });

  it('refuses when its renderer finds its socket answered by another process', async () => {
    const port = await freePorts(STACK_PORTS);
    mkdirSync(folderOf(port), { mode: 0o700 });
    const squatter = createHttpServer((_, answer) => answer.end('not the portal'));
    squatter.listen(join(folderOf(port), 'http.sock'));
    await once(squatter, 'listening');
    try {
      const preview = startPreview(port);
      expect(await preview.ended).toBe(1);
      expect(preview.output()).toContain(
        `The stack cannot start: the first-screen service could not start on unix:${folderOf(port)}/http.sock: ` +
          `The first-screen service cannot start: SOCKET=${folderOf(port)}/http.sock: something answers there already`,
      );
    } finally {
      squatter.close();
      rmSync(folderOf(port), { recursive: true, force: true });
    }
  });
});
