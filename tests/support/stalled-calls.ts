import { vi } from 'vitest';
import { RemoteSystemError } from '@/application/remote-system-error';
import { HeldCalls } from '@/infrastructure/fakes/held-calls';

type AnyMethod = (...args: never[]) => Promise<unknown>;
type MethodName<T> = { [K in keyof T]: T[K] extends AnyMethod ? K : never }[keyof T] & string;

/**
 * Makes a fake's method stall, as a remote system whose answer never comes: each call waits until `release()`
 * (later calls then go straight through) or until the signal in its last argument aborts, when it fails as
 * the HTTP client's calls do, with a RemoteSystemError of reason `cancelled`. `calls` holds each call's
 * arguments, `signals` its signal.
 */
export function stallCalls<T extends object>(fake: T, method: MethodName<T>) {
  const held = new HeldCalls();
  held.hold();
  const signals: (AbortSignal | undefined)[] = [];
  const calls: unknown[][] = [];
  const original = (fake[method] as AnyMethod).bind(fake);
  vi.spyOn(fake, method as never).mockImplementation((async (...args: never[]) => {
    const signal = signalIn(args.at(-1));
    signals.push(signal);
    calls.push(args);
    await Promise.race([held.pass(), abortOf(signal)]);
    return original(...args);
  }) as never);
  return { signals, calls, release: () => held.release() };
}

function signalIn(options: unknown): AbortSignal | undefined {
  const signal = (options as { signal?: unknown } | undefined)?.signal;
  return signal instanceof AbortSignal ? signal : undefined;
}

/** Rejects once the signal aborts; never settles without one. */
function abortOf(signal: AbortSignal | undefined): Promise<never> {
  return new Promise((_, reject) => {
    const cancelled = () => reject(new RemoteSystemError('drupal', null, { reason: 'cancelled' }));
    if (signal?.aborted) cancelled();
    else signal?.addEventListener('abort', cancelled, { once: true });
  });
}
