import { spawn, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { serviceStart } from './unit-file';

/**
 * The machine's `systemctl` in the deploy-path check's root file system (clean-root.ts mounts it over
 * /usr/bin/systemctl): what docs/deploy.md and deploy/release.sh ask of systemd, done without it. A renderer
 * instance starts from the unit file installed in /etc/systemd/system as systemd would start it: its
 * ExecStart in its WorkingDirectory, with only its Environment and EnvironmentFile, as its User and Group,
 * its RuntimeDirectory made at start (mode and owner as the unit says) and removed at stop; stopped as systemd
 * stops it (stopProcess), each stop written down for restarts.ts. `reload nginx` starts Debian's nginx with its
 * own configuration, or reloads it.
 */
const STATE = '/run/deploy-path';
mkdirSync(STATE, { recursive: true, mode: 0o700 });

const [verb, ...names] = process.argv.slice(2).filter((word) => !word.startsWith('--'));
const now = process.argv.includes('--now');
const pidFile = (unit: string) => join(STATE, `${unit}.pid`);
/**
 * Whether `pid` still runs. An exited renderer nobody reaps stays a zombie (systemd, its parent, would reap it at
 * once; here its starter is gone, and a container's init may never reap): a zombie has exited.
 */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  return !/^\d+ \(.*\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
};
const runningPid = (file: string) => {
  const pid = existsSync(file) ? Number(readFileSync(file, 'utf8')) : 0;
  return pid > 0 && alive(pid) ? pid : null;
};
/**
 * systemd's stop (KillMode=control-group, the default): SIGTERM (and SIGCONT) to every process of the unit, here
 * its process group, SIGKILL to them if the main process is still there after `seconds` (TimeoutStopSec).
 * Resolves with whether it came to SIGKILL. nginx asked to quit already gets no signal first.
 */
const stopProcess = async (
  pid: number,
  seconds: number,
  signals: readonly NodeJS.Signals[] = ['SIGTERM', 'SIGCONT'],
) => {
  const deadline = Date.now() + seconds * 1000;
  let killed = false;
  for (const signal of signals) process.kill(-pid, signal);
  while (alive(pid)) {
    if (!killed && Date.now() > deadline) {
      process.kill(-pid, 'SIGKILL');
      killed = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return killed;
};
const idOf = (flag: '-u' | '-g', name: string) =>
  Number(spawnSync('id', [flag, name], { encoding: 'utf8' }).stdout.trim());

function renderer(unit: string) {
  const [template, instance] = unit.split('@');
  const file = `/etc/systemd/system/${template}@.service`;
  const read = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : null);
  return serviceStart(readFileSync(file, 'utf8'), instance!, read);
}

async function stop(unit: string): Promise<void> {
  // A unit never installed has nothing running.
  if (!existsSync(`/etc/systemd/system/${unit.split('@')[0]}@.service`)) return;
  const service = renderer(unit);
  const pid = runningPid(pidFile(unit));
  if (pid !== null) {
    const signalled = Date.now();
    const killed = await stopProcess(pid, service.stopSeconds);
    // What restarts.ts reads: when each stop began and ended, and whether systemd would have sent SIGKILL.
    const stopped = { unit, pid, signalled, exited: Date.now(), killed };
    appendFileSync(join(STATE, 'stops.jsonl'), `${JSON.stringify(stopped)}\n`);
  }
  rmSync(pidFile(unit), { force: true });
  for (const folder of service.runtimeDirectories) rmSync(folder, { recursive: true, force: true });
}

function start(unit: string): void {
  if (runningPid(pidFile(unit)) !== null) return;
  const service = renderer(unit);
  const [uid, gid] = [idOf('-u', service.user), idOf('-g', service.group)];
  for (const folder of service.runtimeDirectories) {
    mkdirSync(folder, { recursive: true, mode: 0o755 });
    chownSync(folder, uid, gid);
    spawnSync('chmod', [service.runtimeDirectoryMode.toString(8), folder]);
  }
  const logFile = join(STATE, `${unit}.log`);
  // Where this start's lines begin, for fake-journalctl.ts's --since.
  appendFileSync(
    join(STATE, `${unit}.starts`),
    `${Date.now()} ${existsSync(logFile) ? statSync(logFile).size : 0}\n`,
  );
  const log = openSync(logFile, 'a', 0o600);
  const [command, ...args] = service.command;
  // Only the unit's environment, as systemd gives it (and a PATH, which systemd sets too).
  const child = spawn(command!, args, {
    cwd: service.workingDirectory,
    env: { PATH: '/usr/local/bin:/usr/bin:/bin', ...service.environment },
    stdio: ['ignore', log, log],
    detached: true,
    uid,
    gid,
  });
  writeFileSync(pidFile(unit), String(child.pid));
  child.unref();
}

const nginx = (...args: string[]) => {
  if (spawnSync('/usr/sbin/nginx', args, { stdio: 'inherit' }).status !== 0) process.exit(1);
};

for (const name of names) {
  const unit = name.replace(/\.service$/, '');
  if (unit === 'nginx') {
    const pid = runningPid('/run/nginx.pid');
    if (verb === 'stop') {
      if (pid !== null) nginx('-s', 'quit');
      if (pid !== null) await stopProcess(pid, 15, []);
    }
    // A reload of a stopped nginx starts it (this nginx was never started by a boot).
    else nginx(...(pid === null ? [] : ['-s', 'reload']));
  } else if (verb === 'stop') await stop(unit);
  else if (verb === 'restart') {
    await stop(unit);
    start(unit);
  } else if (verb === 'start' || (verb === 'enable' && now)) start(unit);
  // Whether the instance's process still runs (3, as systemd's "inactive", when it has exited).
  else if (verb === 'is-active') process.exitCode = runningPid(pidFile(unit)) === null ? 3 : 0;
  // systemd's first lines, and its exit: 3 when the unit is not running.
  else if (verb === 'status') {
    const pid = runningPid(pidFile(unit));
    console.log(
      `● ${unit}.service\n     Active: ${pid === null ? 'inactive (dead)' : `active (running)\n   Main PID: ${pid}`}`,
    );
    process.exitCode = pid === null ? 3 : 0;
  } else if (verb !== 'enable' && verb !== 'daemon-reload')
    throw new Error(`systemctl ${verb} is not played by the deploy-path check`);
}
