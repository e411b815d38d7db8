import { describe, expect, it, vi } from 'vitest';
import { againWhenTraceLost } from '../../scripts/bench/lighthouse';

const lost = { runtimeError: { code: 'NO_NAVSTART' } };
const measured = { runtimeError: undefined, score: 1 };

describe('a Lighthouse run whose trace lost the navigation', () => {
  it('is run again, and the next run’s result stands', async () => {
    const run = vi.fn().mockResolvedValueOnce(lost).mockResolvedValueOnce(measured);
    await expect(againWhenTraceLost(run)).resolves.toBe(measured);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('is given up after two more such runs, its error left to the caller', async () => {
    const run = vi.fn().mockResolvedValue(lost);
    await expect(againWhenTraceLost(run)).resolves.toBe(lost);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('is not run again for any other error', async () => {
    const refused = { runtimeError: { code: 'ERRORED_DOCUMENT_REQUEST' } };
    const run = vi.fn().mockResolvedValue(refused);
    await expect(againWhenTraceLost(run)).resolves.toBe(refused);
    expect(run).toHaveBeenCalledOnce();
  });
});
