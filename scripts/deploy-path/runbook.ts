import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { type DocBlock, docBlocks } from './doc-blocks';

/** docs/runbook.md's blocks marked `<!-- host-check: NAME -->`, in the page's order. */
export const RUNBOOK_BLOCKS = [
  'where-to-look',
  'slow-renders',
  'renderer-down',
  'renderer-restart',
  'rollback',
  'readers-get-errors',
  'page-cache-fix',
];
const CACHE = '/var/cache/nginx/necs-pages';
const INSTANCE = '9101';

/** docs/runbook.md's marked blocks by name. */
export function runbookBlocks(repo: string): Map<string, DocBlock> {
  const page = readFileSync(join(repo, 'docs/runbook.md'), 'utf8');
  const blocks = docBlocks(page, RUNBOOK_BLOCKS, { tag: 'host-check', page: 'docs/runbook.md' });
  return new Map(blocks.map((block) => [block.name, block]));
}

/** One command of a block as it ran: its exit status and what it wrote (stdout and stderr). */
interface Ran {
  command: string;
  status: number | null;
  output: string;
}

/** A block's commands: each line, its `\` continuations joined, comments and blank lines left out. */
const commands = (code: string) =>
  code
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.trim().startsWith('#'));

/** Each command of `code` run alone as root with bash (pipefail), waited for: the sandbox answers in this process. */
async function runEach(code: string, env: Record<string, string>): Promise<Ran[]> {
  const ran: Ran[] = [];
  for (const command of commands(code)) {
    const child = spawn('bash', ['-o', 'pipefail', '-c', command], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout!, child.stderr!])
      stream.on('data', (chunk: Buffer) => (output += chunk));
    const [status] = (await once(child, 'exit')) as [number | null];
    ran.push({ command, status, output });
  }
  return ran;
}

/** What a command must show: its exit statuses allowed (0 unless said), and a pattern its output must match. */
interface Expected {
  statuses?: number[];
  shows?: RegExp;
}

export interface RunbookInput {
  repo: string;
  rootEnv: Record<string, string>;
  /** An account neither root nor www-data, whose process takes the renderer's metrics port. */
  otherAccount: string;
  say: (line: string) => void;
}

/**
 * docs/runbook.md's commands on the deploy-path host, as root, each incident caused for real first: where to
 * look, the renderers' slow lines (their field names read from a real line), a renderer that cannot start because
 * another process holds its metrics port (EADDRINUSE: the journal names it, `ss` names the process, which is
 * stopped, then the restart), and a page cache that is not nginx's user's (nginx's 500s, the `find`, then the
 * `chown -R`). The rollback block runs in the deploy under load (inside.ts). Throws naming every command that
 * failed or did not show what the runbook says it shows.
 */
export async function runbookOnHost({ repo, rootEnv, otherAccount, say }: RunbookInput): Promise<void> {
  const started = Date.now();
  const blocks = runbookBlocks(repo);
  const problems: string[] = [];
  let count = 0;
  const play = async (name: string, expected: Expected[] = []) => {
    const ran = await runEach(blocks.get(name)!.code, rootEnv);
    ran.forEach(({ command, status, output }, at) => {
      count++;
      const { statuses = [0], shows } = expected[at] ?? {};
      if (status === null || !statuses.includes(status))
        problems.push(
          `${name}: \`${command}\` exited ${status}: ${output.trim().split('\n').slice(-3).join(' / ')}`,
        );
      else if (shows && !shows.test(output))
        problems.push(`${name}: \`${command}\` did not show ${shows}: ${output.trim().slice(0, 300)}`);
    });
    return ran;
  };
  const root = (command: string) => runEach(command, rootEnv).then(([ran]) => ran!);

  await play('where-to-look', [{ shows: /"ready":true/ }, {}, { shows: /\b(HIT|MISS|BYPASS|EXPIRED)\b/ }]);

  // The slow renders' fields, as a render's line writes them.
  await play('slow-renders');
  const fields = [
    ...new Set([...blocks.get('slow-renders')!.code.matchAll(/\.(\w+)/g)].map(([, field]) => field!)),
  ];
  const journal = await root(`journalctl -u 'necs-renderer@*' -o cat`);
  const render = journal.output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .find((line) => 'screen' in line);
  const missing = fields.filter((field) => !render || !(field in render));
  if (missing.length > 0)
    problems.push(`slow-renders: a render's line has no ${missing.join(', ')}: ${JSON.stringify(render)}`);

  // A port in use: another account's process on the metrics port while the renderer is down, as after a crash.
  await root(`systemctl stop necs-renderer@${INSTANCE}`);
  const holder = spawn('runuser', [
    '-u',
    otherAccount,
    '--',
    '/usr/local/bin/node',
    '-e',
    `require('node:net').createServer().listen(${INSTANCE}, '127.0.0.1', () => console.log(process.pid))`,
  ]);
  const holderPid = String(
    (await createInterface({ input: holder.stdout! })[Symbol.asyncIterator]().next()).value,
  );
  await root(`systemctl start necs-renderer@${INSTANCE}`);
  for (let tries = 0; tries < 100; tries++) {
    if ((await root(`systemctl is-active --quiet necs-renderer@${INSTANCE}`)).status !== 0) break;
    await new Promise((done) => setTimeout(done, 100));
  }
  const [, , ss] = await play('renderer-down', [
    { statuses: [3], shows: /inactive|failed/ },
    { shows: /EADDRINUSE/ },
    { shows: new RegExp(`pid=${holderPid}\\b`) },
    { statuses: [7, 52, 56] },
  ]);
  // The operator's `kill <pid>`, with the pid `ss` named.
  const named = /pid=(\d+)/.exec(ss?.output ?? '')?.[1];
  if (named) process.kill(Number(named));
  await play('renderer-restart', [{}, { shows: /^ok$/m }]);
  holder.kill();

  // A page cache nginx's user cannot write below its top folder, as `install -d -o www-data` leaves it.
  for (const entry of readdirSync(CACHE)) await root(`chown -R root:root ${join(CACHE, entry)}`);
  const broken = await root(
    `curl -s -o /dev/null -w '%{http_code}' -H 'x-necs-refresh: '"$(sed -n 's/^REFRESH_SECRET=//p' /etc/necs-portal/portal.env)" https://portal.example.org/`,
  );
  const looked = await play('readers-get-errors', [
    {},
    { shows: /"status":500/ },
    { shows: new RegExp(`^${CACHE}/`, 'm') },
  ]);
  await play('page-cache-fix', [{}, { shows: /^200 / }]);
  const after = await root(`find ${CACHE} ! -user www-data | head`);
  if (after.output.trim() !== '')
    problems.push(`page-cache-fix: still not www-data's: ${after.output.trim()}`);

  say(
    `docs/runbook.md's ${count} commands on this host in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `the render line's fields ${fields.join(', ')}; the port's holder named by ss ${named === holderPid ? 'yes' : 'NO'}; ` +
      `a refresh with the cache root's answered ${broken.output}, nginx's 500s listed ${/"status":500/.test(looked[1]?.output ?? '') ? 'yes' : 'NO'}; ` +
      `${problems.length} problems`,
  );
  for (const problem of problems) console.error(`  ${problem}`);
  if (problems.length > 0) throw new Error("docs/runbook.md's commands failed on the host (above)");
}
