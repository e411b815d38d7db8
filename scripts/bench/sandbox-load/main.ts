import autocannon from 'autocannon';
import { logInMember } from './accounts';
import { startChildSandbox } from './child-sandbox';
import { pageAnswers, proposalSaves, topicPosts, type Scenario } from './scenarios';
import { loadOutcome, type LoadOutcome } from '../load-outcome';
import { writeJson } from '../write-json';
import { checkStoredWrites, type WriteCheck } from './stored-writes';

/**
 * `npm run bench:sandbox`: the sandbox under load from autocannon on loopback, 200 connections, each of the
 * three scenarios for BENCH_SANDBOX_SECONDS (default 20 s), one after another against one fresh database.
 * Then every write answered 2xx is looked up in that database. Prints a Markdown table and writes
 * bench/sandbox-results.json.
 */
const CONNECTIONS = 200;
const SECONDS = Number(process.env.BENCH_SANDBOX_SECONDS ?? 20);

interface ScenarioResult extends LoadOutcome {
  scenario: string;
  requests: number;
  throughputPerSecond: number;
  writes: WriteCheck | null;
}

const started = Date.now();
const sandbox = await startChildSandbox();
console.error(`sandbox at ${sandbox.origin}`);
const results: ScenarioResult[] = [];
try {
  const session = await logInMember(sandbox.origin);
  const scenarios: { scenario: Scenario; table: 'topics' | 'proposals' | null }[] = [
    { scenario: pageAnswers(), table: null },
    { scenario: topicPosts(session), table: 'topics' },
    { scenario: proposalSaves(session), table: 'proposals' },
  ];
  for (const { scenario, table } of scenarios) {
    console.error(`${scenario.name}: ${CONNECTIONS} connections for ${SECONDS} s…`);
    const result = await autocannon({
      url: sandbox.origin,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [scenario.request],
    });
    const writes =
      table && scenario.acknowledged ? checkStoredWrites(sandbox.dbFile, table, scenario.acknowledged) : null;
    results.push({
      scenario: scenario.name,
      requests: result.requests.total,
      throughputPerSecond: result.requests.average,
      ...loadOutcome(result),
      writes,
    });
  }
} finally {
  await sandbox.stop();
}

const seconds = Math.round((Date.now() - started) / 1000);
await writeJson('bench/sandbox-results.json', {
  startedAt: new Date(started).toISOString(),
  seconds,
  connections: CONNECTIONS,
  secondsPerScenario: SECONDS,
  results,
});

const writesCell = (writes: WriteCheck | null) =>
  writes === null
    ? '—'
    : `${writes.acknowledged} answered 2xx, ${writes.rows} rows, ${writes.missing} missing ${writes.missing === 0 ? '✅' : '❌'}`;
console.log(
  [
    `| scenario (${CONNECTIONS} connections, ${SECONDS} s) | requests/s | p50 | p99 | 2xx | non-2xx | errors (timeouts) | writes stored |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (result) =>
        `| ${result.scenario} | ${Math.round(result.throughputPerSecond)} | ${result.latencyP50Ms} ms | ${result.latencyP99Ms} ms | ` +
        `${result.answers2xx} | ${result.non2xx} | ${result.errors} (${result.timeouts}) | ${writesCell(result.writes)} |`,
    ),
  ].join('\n'),
);
console.log(
  `\n${seconds} s in all. Rows above the 2xx count are writes still in flight when the time ran out ` +
    '(stored, but autocannon no longer reads their answers). Details in bench/sandbox-results.json.',
);
if (results.some((result) => (result.writes?.missing ?? 0) > 0)) process.exitCode = 1;
