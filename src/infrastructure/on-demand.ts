import type { Container, Newable } from 'inversify';

/**
 * An adapter whose code loads on its first call, so a visitor's first load never carries it: each of its
 * methods (all asynchronous) waits for the code, then calls it. Code that did not arrive fails that call only;
 * the next call asks for it again.
 */
export function onDemand<T extends object>(
  load: () => Promise<T>,
  methods: readonly (keyof T & string)[],
): T {
  let loading: Promise<T> | null = null;
  const adapter = () =>
    (loading ??= load().catch((failure: unknown) => {
      loading = null;
      throw failure;
    }));
  const call =
    (name: keyof T & string) =>
    async (...args: unknown[]) => {
      const loaded = await adapter();
      return (loaded[name] as (...args: unknown[]) => unknown).apply(loaded, args);
    };
  return Object.fromEntries(methods.map((name) => [name, call(name)])) as T;
}

/** The container's one instance of a class loaded late, with what it injects. */
export function resolvedLate<T>(container: Container, implementation: Newable<T>): T {
  if (!container.isBound(implementation)) container.bind(implementation).toSelf();
  return container.get(implementation);
}
