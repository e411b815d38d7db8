/**
 * A call of a fake held until the test lets it go: an answer that has not come yet. `reached` settles once the
 * call has been made; `release` lets it run on. Only the next call is held.
 */
export function holdOnce<T extends object, K extends keyof T>(
  target: T,
  method: K,
): { release(): void; reached: Promise<void> } {
  const original = target[method] as (...args: unknown[]) => Promise<unknown>;
  let release: () => void = () => undefined;
  let reached: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const arrived = new Promise<void>((resolve) => (reached = resolve));
  target[method] = (async (...args: unknown[]) => {
    target[method] = original as T[K];
    reached();
    await gate;
    return original.apply(target, args);
  }) as T[K];
  return { release: () => release(), reached: arrived };
}
