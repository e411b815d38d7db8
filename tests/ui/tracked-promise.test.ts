import { afterEach, describe, expect, it } from 'vitest';
import { tracked } from '@/ui/shared/data/tracked-promise';

/** tracked() marks a promise's outcome for React's `use`, and adds no promise of its own that could go unhandled. */
describe('a tracked promise', () => {
  const unhandled: unknown[] = [];
  const listener = (reason: unknown) => unhandled.push(reason);
  afterEach(() => {
    process.off('unhandledRejection', listener);
    unhandled.length = 0;
  });

  it('that rejects is marked, and the only rejection left is the one its reader handles', async () => {
    process.on('unhandledRejection', listener);
    const failure = new Error('Importing a module script failed.');
    const loading = tracked(Promise.reject(failure));
    // Its reader (React's `use`) handles it.
    await loading.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loading).toMatchObject({ status: 'rejected', reason: failure });
    expect(unhandled).toEqual([]);
  });

  it('that fulfils is marked with its value', async () => {
    const loading = tracked(Promise.resolve(42));
    await loading;
    expect(loading).toMatchObject({ status: 'fulfilled', value: 42 });
  });
});
