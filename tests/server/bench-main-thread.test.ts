import { describe, expect, it } from 'vitest';
import type { LighthouseMedian } from '../../scripts/bench/lighthouse';
import { meetsGoals, tbtRegressed } from '../../scripts/bench/main-thread/lines';

const run = (tbtMs: number, score = 1): LighthouseMedian => ({
  score,
  fcpMs: 900,
  lcpMs: 1000,
  cls: 0,
  tbtMs,
  longestTaskMs: tbtMs + 50,
  runs: [],
});

describe('the main-thread column’s goals (issue 52)', () => {
  it('fails a TBT grown by more than a quarter against the previous landed build', () => {
    expect(tbtRegressed({ earlier: run(80), current: run(101) })).toBe(true);
    expect(tbtRegressed({ earlier: run(80), current: run(100) })).toBe(false);
  });

  it('lets a few ms of Lighthouse’s noise pass where the earlier build blocked hardly at all', () => {
    expect(tbtRegressed({ earlier: run(8), current: run(17) })).toBe(false);
    expect(tbtRegressed({ earlier: run(8), current: run(19) })).toBe(true);
  });

  it('holds each page to TBT ≤ 100 ms and a score ≥ 0.99', () => {
    expect(meetsGoals(run(100, 0.99))).toBe(true);
    expect(meetsGoals(run(101, 1))).toBe(false);
    expect(meetsGoals(run(40, 0.98))).toBe(false);
  });
});
