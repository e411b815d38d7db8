import { describe, expect, it, vi } from 'vitest';
import { ConsoleLedger, expectConsole } from '../support/console-expectations';

describe('the console ledger every test runs under', () => {
  const started = () => {
    const ledger = new ConsoleLedger();
    ledger.start();
    return ledger;
  };
  const passOn = () => vi.fn<(...args: unknown[]) => void>();

  it('fails a test that says something it did not declare, with the message formatted as the console would', () => {
    const ledger = started();
    const console = passOn();
    ledger.hear('warn', ['Left out row %d of %s', 3, 'news'], console);
    expect(ledger.end()?.message).toBe(
      'unexpected console.warn (declare it with expectConsole): Left out row 3 of news',
    );
    expect(console).not.toHaveBeenCalled();
  });

  it('keeps a declared message off the console, by a part of its text or a pattern, at its own level only', () => {
    const ledger = started();
    ledger.expect('error', ['Network Error']);
    ledger.hear('error', [new Error('Network Error')], passOn());
    ledger.hear('error', ['Stored necs.auth was unreadable or outdated and has been reset.'], passOn());
    ledger.hear('warn', ['Network Error'], passOn());
    // Declared after it came, as a test does that learns only from an answer that a row was left out.
    ledger.expect('error', [/^Stored \S+ was unreadable/]);
    expect(ledger.end()?.message).toBe(
      'unexpected console.warn (declare it with expectConsole): Network Error',
    );
  });

  it('fails a test whose declared message never came', () => {
    const ledger = started();
    ledger.expect('warn', [/not known/]);
    expect(ledger.end()?.message).toBe('expected console.warn matching /not known/, which never came');
  });

  it('hands on what comes between tests, for no test can answer for it', () => {
    const ledger = new ConsoleLedger();
    const console = passOn();
    ledger.hear('error', ['at load', 1], console);
    expect(console).toHaveBeenCalledWith('at load', 1);
    expect(ledger.end()).toBeNull();
    expect(() => ledger.expect('warn', ['x'])).toThrow(/inside a test/);
  });

  it('drops what a fixture built between tests was declared to say, and hands on the rest', () => {
    const ledger = new ConsoleLedger();
    const console = passOn();
    const built = ledger.build('warn', ['not known'], () => {
      ledger.hear('warn', ['Paragraph type "x" is not known'], console);
      ledger.hear('warn', ['something else'], console);
      return 'fixture';
    });
    ledger.hear('warn', ['not known, after the build'], console);
    expect(built).toBe('fixture');
    expect(console.mock.calls).toEqual([['something else'], ['not known, after the build']]);
  });

  it('lets a tolerated message come or not, but wants a declared one', () => {
    const ledger = started();
    ledger.expect('error', ['tolerated'], false);
    expect(ledger.end()).toBeNull();
    ledger.start();
    ledger.expect('error', ['tolerated'], false);
    ledger.hear('error', ['tolerated, and it came'], passOn());
    expect(ledger.end()).toBeNull();
  });

  it('is what this very test runs under: a declared warning passes', () => {
    expectConsole('warn', 'declared on purpose');
    console.warn('a warning declared on purpose');
  });
});
