import { existsSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { dirname, join } from 'node:path';
import { distFrom, serviceSettingsFrom, type ServiceSettings, SettingsProblems } from './service-settings';
import { metricsSettingsFrom, type MetricsSettings } from './observability/metrics-listener';
import { socketLeftBehind } from './socket-left-behind';

/** The files every render reads from DIST (built-portal.ts), and whether each must parse as JSON. */
const BUILT_FILES = [
  ['index.html', false],
  [join('.vite', 'manifest.json'), true],
  ['config.json', true],
] as const;

/**
 * What `dist/` lacks for a render, one line a file: a DIST that points nowhere would otherwise start fine and
 * answer every page 500.
 */
export function distProblems(dist: string): string[] {
  if (!existsSync(dist))
    return [`DIST=${dist}: no such folder: set DIST to a built dist/ (npm run build writes one)`];
  return BUILT_FILES.flatMap(([file, json]) => {
    try {
      const text = readFileSync(join(dist, file), 'utf8');
      if (json) JSON.parse(text);
      return [];
    } catch (error) {
      return [`DIST=${dist}: ${file} ${unreadable(error)}`];
    }
  });
}

function unreadable(error: unknown): string {
  if (error instanceof SyntaxError) return `is not JSON (${error.message})`;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'is missing: set DIST to a built dist/ (npm run build writes one)';
  if (code === 'EACCES') return "cannot be read by the service's user";
  return `cannot be read (${code ?? String(error)})`;
}

/**
 * The service's settings with everything wrong reported at once: the environment's values and DIST's files.
 * DIST becomes its real path: a renderer started in a release keeps drawing from that release's files when
 * the `current` link moves to another (deploy/release.sh), so its server code never meets another build.
 */
export function startupSettings(
  env: Readonly<Record<string, string | undefined>>,
): ServiceSettings & { metrics: MetricsSettings } {
  const problems: string[] = [];
  const settings = collecting(problems, () => serviceSettingsFrom(env));
  const metrics = collecting(problems, () => metricsSettingsFrom(env));
  // DIST is checked whatever else is wrong: it needs no other setting.
  const dist = distFrom(env);
  problems.push(...distProblems(dist));
  if (problems.length > 0 || settings === undefined || metrics === undefined)
    throw new SettingsProblems(problems);
  return { ...settings, dist: realpathSync(dist), metrics };
}

/** What `read` gives, or undefined with its problems added to `problems`. */
function collecting<T>(problems: string[], read: () => T): T | undefined {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof SettingsProblems)) throw error;
    problems.push(...error.problems);
    return undefined;
  }
}

/**
 * One line for why the service cannot listen, in place of Node's "Unhandled 'error' event" and its stack: the
 * port taken, the host unknown or not this machine's.
 */
export function listenProblem(
  error: NodeJS.ErrnoException,
  { host, port, socket }: Pick<ServiceSettings, 'host' | 'port' | 'socket'>,
): string {
  if (socket !== null) return socketProblem(error, socket);
  switch (error.code) {
    case 'EADDRINUSE':
      return `PORT=${port}: another process already listens on ${host}:${port} (a renderer still running?)`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `HOST=${host}: no such host (give an address of this machine, e.g. 127.0.0.1 or 0.0.0.0)`;
    case 'EADDRNOTAVAIL':
      return `HOST=${host}: not an address of this machine`;
    case 'EACCES':
      return `PORT=${port}: this user may not listen on it (ports below 1024 need privileges)`;
    default:
      return `cannot listen on ${host}:${port}: ${error.message}`;
  }
}

function socketProblem(error: NodeJS.ErrnoException, socket: string): string {
  switch (error.code) {
    case 'EADDRINUSE':
      return `SOCKET=${socket}: something answers there already (a renderer still running?)`;
    // Node says EACCES for a folder that is missing, too.
    case 'ENOENT':
    case 'EACCES':
      return existsSync(dirname(socket))
        ? `SOCKET=${socket}: this user may not write its folder`
        : `SOCKET=${socket}: its folder is missing (the unit's RuntimeDirectory makes it)`;
    default:
      return `cannot listen on ${socket}: ${error.message}`;
  }
}

/** Where the service listens, for its log: its socket, else its host and port. */
export const listenAddress = ({ host, port, socket }: Pick<ServiceSettings, 'host' | 'port' | 'socket'>) =>
  socket === null ? `http://${host}:${port}/` : `unix:${socket}`;

/**
 * Listens, or resolves the line that says why it cannot (listenProblem); null once listening. On a socket a
 * crashed renderer left behind (nobody answers there) it removes it and listens in its place; one where a process
 * answers is never taken over.
 */
export async function listening(
  server: Server,
  settings: Pick<ServiceSettings, 'host' | 'port' | 'socket'>,
): Promise<string | null> {
  const problem = await listenedOnce(server, settings);
  if (problem?.code !== 'EADDRINUSE' || settings.socket === null)
    return problem && listenProblem(problem, settings);
  const left = await socketLeftBehind(settings.socket);
  if (left === 'dead') rmSync(settings.socket, { force: true });
  if (left === 'other') return `SOCKET=${settings.socket}: a file that is no socket is there`;
  if (left === 'live') return listenProblem(problem, settings);
  const again = await listenedOnce(server, settings);
  return again && listenProblem(again, settings);
}

function listenedOnce(
  server: Server,
  settings: Pick<ServiceSettings, 'host' | 'port' | 'socket'>,
): Promise<NodeJS.ErrnoException | null> {
  return new Promise((settle) => {
    const failed = (error: NodeJS.ErrnoException) => settle(error);
    const listened = () => {
      server.off('error', failed);
      settle(null);
    };
    server.once('error', failed);
    if (settings.socket !== null) server.listen(settings.socket, listened);
    else server.listen(settings.port, settings.host, listened);
  });
}
