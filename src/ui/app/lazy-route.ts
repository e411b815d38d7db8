import { lazy, type ComponentType } from 'react';

/** The spec's limit for loading a lazily loaded code part. */
export const LAZY_PART_TIMEOUT_MS = 120_000;

/** A code part did not arrive: it failed or took longer than the limit. */
export class LazyPartError extends Error {
  override readonly name = 'LazyPartError';
}

export function withTimeout<T>(loading: Promise<T>, ms = LAZY_PART_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new LazyPartError('Loading this part of the site took too long.')),
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

/**
 * A component loaded on first use, with the time limit. A failure reaches the nearest error boundary,
 * which offers a reload instead of leaving the screen blank.
 */
export function lazyPart<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(async () => ({ default: pick(await withTimeout(load())) }));
}
