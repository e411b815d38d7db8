import { spawnSync } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceSettingsFrom, SettingsProblems } from '@/server/service-settings';
import { distProblems, listening, startupSettings } from '@/server/startup-check';

const problemsOf = (read: () => unknown): readonly string[] => {
  try {
    read();
  } catch (error) {
    if (error instanceof SettingsProblems) return error.problems;
    throw error;
  }
  return [];
};

describe('every wrong setting at once', () => {
  it('names each bad value of the environment, not only the first', () => {
    const problems = problemsOf(() =>
      serviceSettingsFrom({ PORT: '0', FRESH_SECONDS: 'soon', SITE_URL: 'portal', DIST: 'x' }),
    );
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/^PORT.*\nDRUPAL_URL.*\nFRESH_SECONDS.*\nSITE_URL/);
  });

  it('the metrics listener’s and DIST’s among them', () => {
    const problems = problemsOf(() =>
      startupSettings({ PORT: '0', METRICS_PORT: 'nine', DIST: '/nowhere/necs-dist' }),
    );
    expect(problems.join('\n')).toMatch(/^PORT.*\nDRUPAL_URL.*\nMETRICS_PORT.*\n.*necs-dist/);
  });
});

describe('DIST, checked at start', () => {
  let folder: string;
  let dist: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'necs-startup-'));
    dist = join(folder, 'releases', 'one', 'dist');
    mkdirSync(join(dist, '.vite'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html>');
    writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
    writeFileSync(join(dist, 'config.json'), '{}');
    symlinkSync(join(folder, 'releases', 'one'), join(folder, 'current'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('finds nothing wrong with a build', () => {
    expect(distProblems(dist)).toEqual([]);
  });

  it('names every file a render reads that is missing or not JSON', () => {
    const broken = join(folder, 'broken');
    mkdirSync(broken);
    writeFileSync(join(broken, 'config.json'), '{"cmsUrl": ');
    const problems = distProblems(broken);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/index\.html is missing: set DIST/);
    expect(problems[1]).toMatch(/manifest\.json is missing/);
    expect(problems[2]).toMatch(/config\.json is not JSON/);
  });

  it('reports a wrong DIST with the environment’s other problems', () => {
    const problems = problemsOf(() => startupSettings({ DIST: join(folder, 'none'), PORT: 'x' }));
    expect(problems.map((line) => line.split(/[=: ]/)[0])).toEqual(['PORT', 'DRUPAL_URL', 'DIST']);
    expect(problems[2]).toMatch(/none: no such folder/);
  });

  it('draws from the release a link names when the service starts, not where the link points later', () => {
    const settings = startupSettings({ DRUPAL_URL: 'http://d/', DIST: join(folder, 'current', 'dist') });
    expect(settings.dist).toBe(dist);
  });
});

describe('listening, or one line why not', () => {
  let taken: Server;
  let port: number;
  const settings = (host: string, at: number) => ({
    ...serviceSettingsFrom({ DRUPAL_URL: 'http://d/' }),
    host,
    port: at,
  });
  const onSocket = (socket: string) => ({ ...settings('127.0.0.1', 1), socket });
  beforeAll(async () => {
    taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    port = (taken.address() as { port: number }).port;
  });
  afterAll(() => taken.close());

  it('names the port in use', async () => {
    expect(await listening(createServer(), settings('127.0.0.1', port))).toBe(
      `PORT=${port}: another process already listens on 127.0.0.1:${port} (a renderer still running?)`,
    );
  });

  it('names a host that does not resolve', async () => {
    expect(await listening(createServer(), settings('no-such-host.invalid', port))).toMatch(
      /^HOST=no-such-host\.invalid: no such host/,
    );
  });

  it('names a host that is not this machine’s', async () => {
    expect(await listening(createServer(), settings('192.0.2.1', port))).toBe(
      'HOST=192.0.2.1: not an address of this machine',
    );
  });

  it('says nothing once it listens', async () => {
    const server = createServer();
    expect(await listening(server, settings('127.0.0.1', 0))).toBeNull();
    server.close();
  });

  it('listens on SOCKET in place of a port, and names it when it cannot', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'necs-socket-'));
    const socket = join(folder, 'http.sock');
    const server = createServer((_, answer) => answer.end('drawn'));
    try {
      expect(await listening(server, onSocket(socket))).toBeNull();
      expect(await answerAt(socket)).toBe('drawn');
      // Never taken over: the first still answers.
      expect(await listening(createServer(), onSocket(socket))).toBe(
        `SOCKET=${socket}: something answers there already (a renderer still running?)`,
      );
      expect(await answerAt(socket)).toBe('drawn');
      // Nor a file that is no socket removed.
      const file = join(folder, 'file.sock');
      writeFileSync(file, 'kept');
      expect(await listening(createServer(), onSocket(file))).toBe(
        `SOCKET=${file}: a file that is no socket is there`,
      );
      expect(readFileSync(file, 'utf8')).toBe('kept');
      expect(await listening(createServer(), onSocket(join(folder, 'none', 'http.sock')))).toMatch(
        /folder is missing \(the unit's RuntimeDirectory makes it\)$/,
      );
    } finally {
      server.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('replaces a socket a crashed renderer left, where nobody answers, and listens on it', async () => {
    const socket = join(mkdtempSync(join(tmpdir(), 'necs-socket-')), 'http.sock');
    leaveDeadSocket(socket);
    expect(lstatSync(socket).isSocket()).toBe(true);
    const server = createServer((_, answer) => answer.end('drawn again'));
    expect(await listening(server, onSocket(socket))).toBeNull();
    expect(await answerAt(socket)).toBe('drawn again');
    server.close();
    rmSync(dirname(socket), { recursive: true, force: true });
  });
});

/** A socket file with no process behind it, as a renderer killed by SIGKILL leaves (Node removes it on close). */
function leaveDeadSocket(socket: string): void {
  const child = spawnSync(process.execPath, [
    '-e',
    `require('node:net').createServer().listen(${JSON.stringify(socket)}, () => process.kill(process.pid, 'SIGKILL'))`,
  ]);
  expect(child.signal).toBe('SIGKILL');
}

function answerAt(socket: string): Promise<string> {
  return new Promise((settle, fail) =>
    get({ socketPath: socket, path: '/' }, (response) =>
      response.on('data', (data) => settle(String(data))),
    ).on('error', fail),
  );
}

describe('SOCKET', () => {
  it('is an absolute path, or none', () => {
    expect(serviceSettingsFrom({ DRUPAL_URL: 'http://d/' }).socket).toBeNull();
    expect(serviceSettingsFrom({ DRUPAL_URL: 'http://d/', SOCKET: '/run/r/1/http.sock' }).socket).toBe(
      '/run/r/1/http.sock',
    );
    expect(problemsOf(() => serviceSettingsFrom({ DRUPAL_URL: 'http://d/', SOCKET: 'http.sock' }))).toEqual([
      'SOCKET must be an absolute path of at most 100 bytes, not "http.sock"',
    ]);
  });
});
