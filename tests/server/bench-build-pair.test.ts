import { describe, expect, it } from 'vitest';
import { loadLine, roundsInTurns, type Build } from '../../scripts/bench/build-pair';
import type { Steps } from '../../scripts/bench/steps';

/** Steps that only note their names, run at once. */
function notedSteps(): Steps & { readonly names: string[] } {
  const names: string[] = [];
  return {
    started: 0,
    seconds: {},
    names,
    log: () => undefined,
    step: async (name, work) => {
      names.push(name);
      return work();
    },
  };
}

/** The frame the bench's interactions and main-thread columns share (scripts/bench/build-pair.ts). */
describe('a column measuring this build beside an earlier one', () => {
  it('takes the builds in turns, each round a step, and reads the load before the first and after the last', async () => {
    const steps = notedSteps();
    const loads = [[1.5], [2.25]];
    const orders: (readonly Build[])[] = [];
    const load = await roundsInTurns(
      { steps, loadAverage: () => loads.shift()! },
      'main-thread',
      3,
      (order) => {
        orders.push(order);
        return Promise.resolve();
      },
    );
    expect(orders).toEqual([
      ['earlier', 'current'],
      ['current', 'earlier'],
      ['earlier', 'current'],
    ]);
    expect(steps.names).toEqual([
      'main-thread: round 1 of 3',
      'main-thread: round 2 of 3',
      'main-thread: round 3 of 3',
    ]);
    expect(load).toEqual({ loadBefore: [1.5], loadAfter: [2.25] });
  });

  it('ends its table with the load around its rounds', () => {
    expect(loadLine({ loadBefore: [1.5, 0.8], loadAfter: [2.25, 1] })).toBe(
      'Load average 1.50 0.80 when the rounds began, 2.25 1.00 when they ended.',
    );
  });
});
