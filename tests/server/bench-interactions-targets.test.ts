import { describe, expect, it } from 'vitest';
import type { BuildLatency, InteractionsFigures } from '../../scripts/bench/interactions/column';
import { interactionsTable } from '../../scripts/bench/interactions/lines';

const latency = (medianMs: number, worstMs: number): BuildLatency => ({
  rounds: [medianMs, worstMs],
  medianMs,
  worstMs,
  worstEvent: 'pointerup',
});

const tableOf = (current: BuildLatency) => {
  const figures: InteractionsFigures = {
    baseline: '05be11c5e124',
    rounds: 2,
    loadBefore: [1, 1, 1],
    loadAfter: [1, 1, 1],
    interactions: [{ name: 'open the phone menu', reader: 'visitor', earlier: latency(96, 104), current }],
  };
  return interactionsTable(figures);
};

describe('the interactions column’s goal (issue 52)', () => {
  it('is four frames: a median ≤ 64 ms and a worst ≤ 100 ms', () => {
    expect(tableOf(latency(64, 100))).toContain('✅');
    expect(tableOf(latency(65, 80))).toContain('❌');
    expect(tableOf(latency(48, 101))).toContain('❌');
  });
});
