import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rewritten } from './rewrites';
import { serviceStart } from './unit-file';

/**
 * `systemctl` for the deploy-path check (main.ts puts it first on PATH): what docs/deploy.md and
 * deploy/release.sh ask of systemd, done without it. A renderer instance is started from the unit file
 * installed in the check's /etc/systemd/system (its ExecStart, WorkingDirectory, Environment and
 * EnvironmentFile, the check's paths in place of the deployment's); `reload nginx` reloads the check's nginx.
 * User= is not applied: the check's files and its Node are under root's folders.
 */
const root = process.env.DEPLOY_PATH_ROOT;
if (!root) throw new Error('DEPLOY_PATH_ROOT is not set: run scripts/deploy-path/main.ts');
const run = join(root, 'run');
mkdirSync(run, { recursive: true });

const [verb, ...names] = process.argv.slice(2).filter((word) => !word.startsWith('--'));
const now = process.argv.includes('--now');
const pidFile = (unit: string) => join(run, `${unit}.pid`);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const runningPid = (unit: string) => {
  const pid = existsSync(pidFile(unit)) ? Number(readFileSync(pidFile(unit), 'utf8')) : 0;
  return pid > 0 && alive(pid) ? pid : null;
};

async function stop(unit: string, seconds: number): Promise<void> {
  const pid = runningPid(unit);
  if (pid === null) return;
  process.kill(pid, 'SIGTERM');
  for (let waited = 0; alive(pid); waited += 50) {
    if (waited > seconds * 1000) process.kill(pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  rmSync(pidFile(unit), { force: true });
}

function renderer(unit: string) {
  const [template, instance] = unit.replace(/\.service$/, '').split('@');
  const file = join(root!, 'etc/systemd/system', `${template}@.service`);
  const read = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : null);
  return serviceStart(rewritten(readFileSync(file, 'utf8')), instance!, read);
}

function start(unit: string): void {
  if (runningPid(unit) !== null) return;
  const service = renderer(unit);
  const log = openSync(join(run, `${unit}.log`), 'a');
  const [command, ...args] = service.command;
  // Only the unit's environment, as systemd gives it (and a PATH, which systemd sets too).
  const child = spawn(command!, args, {
    cwd: service.workingDirectory,
    env: { PATH: '/usr/bin:/bin', ...service.environment },
    stdio: ['ignore', log, log],
    detached: true,
  });
  writeFileSync(pidFile(unit), String(child.pid));
  child.unref();
}

const nginx = (...args: string[]) => {
  if (spawnSync('nginx', args, { stdio: 'inherit' }).status !== 0) process.exit(1);
};
const nginxPid = () => {
  const file = join(root, 'nginx', 'nginx.pid');
  const pid = existsSync(file) ? Number(readFileSync(file, 'utf8')) : 0;
  return pid > 0 && alive(pid) ? pid : null;
};

for (const name of names) {
  const unit = name.replace(/\.service$/, '');
  if (unit === 'nginx') {
    if (verb === 'stop') nginx('-s', 'quit');
    // A reload of a stopped nginx starts it (the check's nginx was never started by a boot).
    else nginx(...(nginxPid() === null ? [] : ['-s', 'reload']));
  } else if (verb === 'stop') await stop(unit, renderer(unit).stopSeconds);
  else if (verb === 'restart') {
    await stop(unit, renderer(unit).stopSeconds);
    start(unit);
  } else if (verb === 'start' || (verb === 'enable' && now)) start(unit);
  else if (verb !== 'enable' && verb !== 'daemon-reload')
    throw new Error(`systemctl ${verb} is not played by the deploy-path check`);
}
