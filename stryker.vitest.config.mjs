// The Vitest setup Stryker runs: the app's resolve and decorator settings, and only the two layers it mutates.
// (Not named vitest.config.*: Vitest would pick such a file up for `npm test` instead of vite.config.ts.)
import { defineConfig } from 'vitest/config';
import { portalConfig } from './vite.config.ts';

const { resolve, oxc } = portalConfig;

export default defineConfig({
  resolve,
  oxc,
  test: {
    environment: 'node',
    include: ['tests/{domain,application}/**/*.test.ts'],
    // Stryker reruns the covering test files for every mutant; importing their modules afresh each time took
    // most of the run (the in-memory world behind the use-case tests is large). Shared, they load once.
    isolate: false,
    // The console guard first, as in vite.config.ts's projects: the tests declare what they say on the console
    // (expectConsole), which only works inside a test the guard has started; without it the initial run failed
    // at once. Then both layers, loaded before any test: see the file.
    setupFiles: ['tests/support/setup-console.ts', 'scripts/mutation/load-layers.ts'],
  },
});
