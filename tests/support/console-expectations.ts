import { format } from 'node:util';
import { vi } from 'vitest';

/** The console methods a test must not use unawares: what a passing run prints on stderr. */
export type ConsoleLevel = 'error' | 'warn';

/** A message a test provokes on purpose: a part of its text, or a pattern its text matches. */
export type ExpectedMessage = string | RegExp;

interface Expectation {
  readonly level: ConsoleLevel;
  readonly message: ExpectedMessage;
  /** False for a message the test may cause but does not cause on purpose (`tolerateConsole`). */
  readonly required: boolean;
}

interface Said {
  readonly level: ConsoleLevel;
  readonly text: string;
}

const LEDGER = Symbol.for('necs.console-ledger');

const answers = (expectation: Expectation, said: Said) =>
  expectation.level === said.level &&
  (typeof expectation.message === 'string'
    ? said.text.includes(expectation.message)
    : expectation.message.test(said.text));

/** What each test declared it would say on the console, and what it said. */
export class ConsoleLedger {
  /** The running test's declarations and messages; null between tests. */
  private running: { expected: Expectation[]; said: Said[] } | null = null;

  start(): void {
    this.running = { expected: [], said: [] };
  }

  expect(level: ConsoleLevel, messages: readonly ExpectedMessage[], required = true): void {
    if (!this.running) throw new Error('expectConsole is for inside a test (or its beforeEach).');
    for (const message of messages) this.running.expected.push({ level, message, required });
  }

  /** What a fixture being built between tests may say (`whileBuilding`): dropped, not handed on. */
  private building: Expectation[] = [];

  /**
   * A console message: kept for the running test, which declares it (before or after) or fails; between tests
   * (a module's load, a file's beforeAll) handed on as it was, since no test can answer for it.
   */
  hear(level: ConsoleLevel, args: readonly unknown[], passOn: (...args: unknown[]) => void): void {
    const said = { level, text: format(...args) };
    if (this.running) this.running.said.push(said);
    else if (!this.building.some((expectation) => answers(expectation, said))) passOn(...args);
  }

  /** Runs `build` with `messages` at `level` dropped if they come (see `whileBuilding`). */
  build<T>(level: ConsoleLevel, messages: readonly ExpectedMessage[], build: () => T): T {
    const before = this.building;
    this.building = [...before, ...messages.map((message) => ({ level, message, required: false }))];
    try {
      return build();
    } finally {
      this.building = before;
    }
  }

  /** Whether the running test has said a message `expected` answers. */
  hasSaid(level: ConsoleLevel, message: ExpectedMessage): boolean {
    const expectation = { level, message, required: true };
    return this.running?.said.some((said) => answers(expectation, said)) ?? false;
  }

  /** Ends the running test: what it said undeclared, and what it declared but never said, as one error. */
  end(): Error | null {
    if (!this.running) return null;
    const { expected, said } = this.running;
    this.running = null;
    const unexpected = said
      .filter((message) => !expected.some((expectation) => answers(expectation, message)))
      .map(({ level, text }) => `unexpected console.${level} (declare it with expectConsole): ${text}`);
    const missing = expected
      .filter((expectation) => expectation.required && !said.some((message) => answers(expectation, message)))
      .map(({ level, message }) => `expected console.${level} matching ${String(message)}, which never came`);
    const problems = [...unexpected, ...missing];
    return problems.length === 0 ? null : new Error(problems.join('\n\n'));
  }
}

/**
 * The ledger tests/support/setup-console.ts keeps for every test: one per worker, on globalThis, because Vitest
 * evaluates the setup file and its imports anew for each test file while the console they wrap stays.
 */
const worker = globalThis as { [LEDGER]?: ConsoleLedger };
export const consoleLedger = (worker[LEDGER] ??= new ConsoleLedger());

/**
 * Declares that the running test provokes these console messages on purpose (a failed load a view shows, a
 * stored area that did not read): each must come at least once before the test ends, and they stay off the
 * console. Any other console.error or console.warn fails the test (tests/support/setup-console.ts).
 *
 *     expectConsole('error', 'Network Error');
 */
export function expectConsole(level: ConsoleLevel, ...messages: readonly ExpectedMessage[]): void {
  consoleLedger.expect(level, messages);
}

/**
 * Declares `message` as expectConsole does, and waits until it has come: for one said a task after what
 * caused it (jsdom's word on a link the browser follows itself).
 */
export async function expectConsoleSoon(level: ConsoleLevel, message: ExpectedMessage): Promise<void> {
  expectConsole(level, message);
  await vi.waitFor(() => {
    if (!consoleLedger.hasSaid(level, message))
      throw new Error(`No console.${level} ${String(message)} yet.`);
  });
}

/**
 * Builds a fixture at a module's load, outside every test, where the portal may say `messages` about it: the
 * demo pages hold a paragraph type the portal does not know on purpose, and the portal warns of each such type
 * once per module graph, so whether it says so here depends on what ran before. Dropped if they come; any
 * other message is handed on.
 */
export function whileBuilding<T>(
  level: ConsoleLevel,
  messages: readonly ExpectedMessage[],
  build: () => T,
): T {
  return consoleLedger.build(level, messages, build);
}

/**
 * Lets the running test say `message` without failing, and without asking that it come: for a message the
 * test does not provoke on purpose and that points at an open question, named in `because` for the reader.
 * Prefer expectConsole; every use of this is a question left open.
 */
export function tolerateConsole(level: ConsoleLevel, message: ExpectedMessage, because: string): void {
  if (because.trim() === '') throw new Error('tolerateConsole wants a reason.');
  consoleLedger.expect(level, [message], false);
}

/**
 * React's warning that a component suspended again on another promise than the one it first suspended on: a
 * screen that re-reads a query while its key changes (a logout, another language, Cancel) replays `use()`
 * with the new key's promise (src/ui/shared/data/use-query.ts). Open: React then reads the first promise.
 */
export const REACT_UNCACHED_PROMISE = 'A component was suspended by an uncached promise';
export const UNCACHED_PROMISE_QUESTION =
  'useQuery replays use() with a changed key’s promise; open question, see REACT_UNCACHED_PROMISE';
