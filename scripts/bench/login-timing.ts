/**
 * How long the sandbox's login takes to refuse a wrong password, for a known account and for an unknown one
 * (checked against a dummy hash, sandbox/drupal/login-flood.ts): the timing side of "timing tells no accounts",
 * at scrypt's own cost (SANDBOX_PASSWORD_COST unset). The unit test (tests/sandbox/login-defences.test.ts)
 * counts the hashing each check does; a stopwatch belongs here, where a busy machine is the bench's to avoid.
 * Calls alternate, so that a busy moment weighs on both alike; the median of each is compared.
 *
 *   npx tsx scripts/bench/login-timing.ts [rounds, 15 by default]
 */
import { performance } from 'node:perf_hooks';
import { demoAccount } from '../../sandbox/demo-data/accounts';
import { postForm, startTestSandbox, type TestSandbox } from '../../tests/sandbox/sandbox-harness';
import { median, round } from './statistics';

/** An unknown account answering in less than half a known one's time would tell which accounts exist. */
const LEAST_RATIO = 0.5;

delete process.env.SANDBOX_PASSWORD_COST;
const rounds = Number(process.argv[2] ?? 15);
const MEMBER = demoAccount('member');

type Login = (sandbox: TestSandbox, mail: string) => Promise<unknown>;

const SYSTEMS: readonly [string, Login][] = [
  [
    'Drupal',
    (sandbox, mail) =>
      sandbox.app.inject({
        method: 'POST',
        url: '/cms/user/login?_format=json',
        payload: { name: mail, pass: 'wrong-password' },
      }),
  ],
  [
    'SEWOBE',
    (sandbox, mail) =>
      postForm(sandbox.app, 'KP_LOGIN', {
        UPORTAL: mail,
        PWPORTAL: 'wrong-password',
        DISABLE_IP_BROWSER_CHECK: '1',
        SESSION_GUELTIG: '24',
        BROWSERDATA: 'bench',
        MANDANT_KEY: 'necs-sandbox-key',
      }),
  ],
];

const sandbox = await startTestSandbox();
let failed = false;
try {
  for (const [system, login] of SYSTEMS) {
    // Nobody's hash is made on the first unknown account's check: not what is measured.
    await login(sandbox, 'warm-up@example.org');
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let run = 0; run < rounds; run++)
      for (const [kind, mail] of [
        ['known', MEMBER.mail],
        ['unknown', 'nobody@example.org'],
      ] as const) {
        await sandbox.control('reset-flood');
        const start = performance.now();
        await login(sandbox, mail);
        times[kind].push(performance.now() - start);
      }
    const known = median(times.known);
    const unknown = median(times.unknown);
    const pass = unknown >= known * LEAST_RATIO;
    failed ||= !pass;
    console.log(
      `${system}: a wrong password, median of ${rounds}: known account ${round(known, 1)} ms, unknown ` +
        `${round(unknown, 1)} ms (${round(unknown / known, 2)}×, target ≥ ${LEAST_RATIO}×) ${pass ? '✅' : '❌'}`,
    );
  }
} finally {
  await sandbox.dispose();
}
process.exitCode = failed ? 1 : 0;
