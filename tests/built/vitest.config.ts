import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { portalConfig } from '../../vite.config.ts';

/**
 * The tests of the build itself (issue 83): they read `dist/` and `dist-server/`, or start what serves them, so
 * they run only once `npm run build` has made them, outside `npm test` (which runs before the build on a clean
 * clone, .ci/run) and beside the deploy path (scripts/ci/beside-the-deploy-path.sh):
 * `npx vitest run --config tests/built/vitest.config.ts`.
 */
export default defineConfig({
  ...portalConfig,
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'built',
    environment: 'node',
    include: ['tests/built/**/*.test.ts'],
    setupFiles: ['tests/support/setup-console.ts'],
    // As the node project (vite.config.ts): set-up and tests have a clock of their own on a busy machine.
    hookTimeout: 60_000,
    testTimeout: 120_000,
    env: { SANDBOX_PASSWORD_COST: '16' },
  },
});
