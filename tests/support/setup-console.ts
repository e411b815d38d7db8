import { afterEach, beforeEach } from 'vitest';
import { consoleLedger, type ConsoleLevel } from './console-expectations';

/**
 * A passing run prints nothing on stderr: every console.error and console.warn during a test is one the test
 * declared with expectConsole (tests/support/console-expectations.ts), and fails it otherwise. Set up first in
 * both projects (vite.config.ts), so its afterEach runs last, after the ui's cleanup has unmounted the screen.
 */

const LEVELS: readonly ConsoleLevel[] = ['error', 'warn'];
const GUARDED = Symbol.for('necs.console-guard');

// Installed once per worker: with `isolate: false` this file runs again for every test file, on the same console.
const guarded = console as Console & { [GUARDED]?: true };
if (!guarded[GUARDED]) {
  guarded[GUARDED] = true;
  for (const level of LEVELS) {
    const passOn = console[level].bind(console);
    console[level] = (...args: unknown[]) => consoleLedger.hear(level, args, passOn);
  }
}

/** What jsdom reports of itself ("Not implemented: navigation to another Document"), in the jsdom project. */
interface JsdomError extends Error {
  readonly type: string;
  readonly cause?: { readonly stack?: string };
}
interface VitestJsdom {
  readonly virtualConsole: {
    removeAllListeners(event: 'jsdomError'): void;
    on(event: 'jsdomError', listener: (error: JsdomError) => void): void;
  };
}

// Vitest hands jsdom's own errors to the console object of the moment it made the environment, which it has
// replaced by the time a later file runs: unheard, and printed outside any test. Sent to today's console instead.
const dom = (globalThis as { jsdom?: VitestJsdom }).jsdom;
dom?.virtualConsole.removeAllListeners('jsdomError');
dom?.virtualConsole.on('jsdomError', (error) =>
  console.error(error.type === 'unhandled-exception' ? (error.cause?.stack ?? error.message) : error.message),
);

beforeEach(() => {
  consoleLedger.start();
});

afterEach(() => {
  const problem = consoleLedger.end();
  if (problem) throw problem;
});
