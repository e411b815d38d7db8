// Mutation testing of the two inner layers: the full run on demand (`npm run test:mutation`), never in `npm test`
// or CI; CI runs it over one small file (`npm run test:mutation:one`), so that a run that cannot start is seen.
// How to run one file, the last scores and the equivalent mutants: docs/mutation-testing.md.
import os from 'node:os';
import path from 'node:path';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // Only tests/domain and tests/application: the sandbox and browser tests are slow and test other layers.
  // `related`: of those, only the test files that import the mutated files (a static mutant, when counted,
  // reruns those instead of all).
  vitest: { configFile: 'stryker.vitest.config.mjs', related: true },
  plugins: ['@stryker-mutator/vitest-runner', './scripts/mutation/layer-scores-reporter.mjs'],
  mutate: ['src/domain/**/*.ts', 'src/application/**/*.ts'],
  coverageAnalysis: 'perTest',
  // Static mutants (module-level code: tables, schemas, constants) cannot be traced to single tests, so each
  // reruns every related test file in a fresh module graph: 29 % of the domain's mutants took 90 % of the run
  // (hours on the shared machine). They are left out of the score; `--ignoreStatic false` brings them back.
  ignoreStatic: true,
  // Reruns test only the mutants whose code or tests changed since the last run. The per-layer runs keep
  // theirs in the repository (scripts/mutation/layer-config.mjs); a run with this file alone (one file, one
  // folder) keeps its own, ignored, so it never overwrites theirs.
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  // The machine is shared: two test runners at most.
  concurrency: 2,
  // A static mutant (module-level code, like the proposal schemas) reruns every test file in a fresh module
  // graph; on the shared machine that took up to a minute, and the default 5 s margin reported those as timeouts.
  timeoutMS: 30000,
  // The sandbox copy lives outside the working tree, so `eslint .` run by someone else meanwhile never sees it.
  tempDirName: path.join(os.tmpdir(), 'necs-portal-stryker'),
  cleanTempDir: 'always',
  // Large folders no test reads stay out of the sandbox copy. A deny-list, not an allow-list: a test file
  // whose imports are missing there drops out of the run without failing it, and its mutants look untested.
  ignorePatterns: ['/dist', '/dist-server', '/sandbox/data', '/test-results', '/playwright-report', '/docs'],
  // `break` fails the run on the whole; the layer-scores reporter fails it when either layer alone is below it.
  thresholds: { high: 95, low: 90, break: 90 },
  reporters: ['progress', 'clear-text', 'html', 'json', 'layer-scores'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowEmojis: false, reportScoreTable: true, reportMutants: true, reportTests: false },
};
