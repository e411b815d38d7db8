import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The machine's `journalctl` in the deploy-path check's root file system (clean-root.ts mounts it over
 * /usr/bin/journalctl): the renderers' journal as fake-systemctl.ts keeps it, one file a unit
 * (/run/deploy-path/<unit>.log, what the process wrote, as journald keeps it) and the byte each start began at
 * (<unit>.starts). What docs/runbook.md and deploy/release.sh ask: `-u` (a unit, or a glob as
 * `necs-renderer@*`, again for more), `-n`, `--since` (`@` and epoch seconds, or `-15min`), `-o cat` (every
 * line is printed as its message, as `-o cat` prints it).
 */
const STATE = '/run/deploy-path';
const args = process.argv.slice(2);
const units: RegExp[] = [];
let lines = Infinity;
let since = 0;
for (let at = 0; at < args.length; at++) {
  const [flag, value] = [args[at]!, args[at + 1] ?? ''];
  if (flag === '-u') units.push(new RegExp(`^${value.replace(/\.service$/, '').replace(/\*/g, '.*')}$`));
  else if (flag === '-n') lines = Number(value);
  else if (flag === '--since') {
    const relative = /^-(\d+)min$/.exec(value);
    since = value.startsWith('@')
      ? Number(value.slice(1)) * 1000
      : Date.now() - Number(relative?.[1]) * 60_000;
    if (Number.isNaN(since))
      throw new Error(`journalctl --since ${value} is not played by the deploy-path check`);
  } else if (flag === '-o' && value === 'cat') void 0;
  else if (flag === '--no-pager') continue;
  else throw new Error(`journalctl ${flag} is not played by the deploy-path check`);
  at++;
}

/** A unit's lines from the first start at or after `since` (else the last before it, its earlier lines by `time` left out). */
function unitLines(unit: string): string[] {
  const text = readFileSync(join(STATE, `${unit}.log`), 'utf8');
  const starts = existsSync(join(STATE, `${unit}.starts`))
    ? readFileSync(join(STATE, `${unit}.starts`), 'utf8')
        .trim()
        .split('\n')
        .map((line) => line.split(' ').map(Number) as [number, number])
    : [];
  const from = starts.find(([time]) => time >= since) ?? starts.filter(([time]) => time < since).at(-1);
  return Buffer.from(text)
    .subarray(since > 0 && from ? from[1] : 0)
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '')
    .filter((line) => {
      if (since === 0 || !line.startsWith('{')) return true;
      const time = (JSON.parse(line) as { time?: string | number }).time;
      return time === undefined || new Date(time).getTime() >= since;
    });
}

const logs = existsSync(STATE) ? readdirSync(STATE).filter((file) => file.endsWith('.log')) : [];
const chosen = logs.map((file) => file.slice(0, -4)).filter((unit) => units.some((test) => test.test(unit)));
const all = chosen.flatMap(unitLines);
if (all.length > 0) console.log(all.slice(Number.isFinite(lines) ? -lines : 0).join('\n'));
else console.log('-- No entries --');
