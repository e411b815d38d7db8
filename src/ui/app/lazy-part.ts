import { createElement, use, type ComponentType } from 'react';
import { tracked } from '../shared/data/tracked-promise';

/** Two minutes: the limit for loading a lazily loaded code part (docs/behaviour.md, 'Page furniture'). */
export const LAZY_PART_TIMEOUT_MS = 120_000;

/** A code part did not arrive: it failed (the browser's message) or took longer than the limit. */
export class LazyPartError extends Error {
  override readonly name = 'LazyPartError';

  constructor(
    message: string,
    /** The limit ran out: the error screen says so in the reader's language. */
    readonly timedOut = false,
  ) {
    super(message);
  }
}

export function withTimeout<T>(loading: Promise<T>, ms = LAZY_PART_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new LazyPartError('Loading this part of the site took too long.', true)),
      ms,
    );
    loading.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (
        clearTimeout(timer),
        reject(new LazyPartError(error instanceof Error ? error.message : String(error)))
      ),
    );
  });
}

/** A lazily loaded component that can also be asked to load ahead of its first use. */
export type LazyPart<P extends object> = ComponentType<P> & {
  /** Starts loading the code (once); resolves when the part can render without waiting. */
  preload(): Promise<unknown>;
};

/**
 * A component loaded on first use, with the time limit. A failure reaches the nearest error boundary,
 * which offers a reload instead of leaving the screen blank. Unlike React.lazy, a part whose code has
 * arrived (`preload`) renders at once: a server-drawn screen is then taken over in one go, instead of
 * leaving parts behind that a later update would draw afresh.
 */
export function lazyPart<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyPart<P> {
  let component: ComponentType<P> | null = null;
  let failure: { error: unknown } | null = null;
  let loading: Promise<unknown> | null = null;
  const preload = () => {
    if (loading) return loading;
    const arriving = withTimeout(load()).then(
      (module) => void (component = pick(module)),
      (error: unknown) => void (failure = { error }),
    );
    // Marked as it settles, so that `use()` renders a part whose code is there without a tick's wait.
    loading = tracked(arriving);
    return loading;
  };
  function Part(props: P) {
    // The nearest Suspense boundary shows its fallback until the code has arrived (or failed); once it has,
    // the settled promise is read at once (the same `use()` call in every render, as React asks).
    use(preload());
    if (failure) throw failure.error;
    return createElement(component!, props);
  }
  return Object.assign(Part, { preload });
}
