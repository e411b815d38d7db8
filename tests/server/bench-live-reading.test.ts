import { describe, expect, it } from 'vitest';
import { liveReadingFigures, liveReadingTable } from '../../scripts/bench/live-reading/figures';

describe('the bench’s live reading figures, computed from the beat and its back-off', () => {
  const live = liveReadingFigures();

  it('asks at most twice a minute from a visible tab and never from a hidden one', () => {
    expect(live.visiblePerMinute).toBe(2);
    expect(live.hiddenPerMinute).toBe(0);
  });

  it('backs off to once in 8 minutes while Drupal fails, after the doublings before the cap', () => {
    // 30 s + 1 + 2 + 4 minutes, then the next would be 8 minutes: the cap.
    expect(live.minutesToCap).toBe(7.5);
    expect(live.failingPerMinute).toBe(0.125);
  });

  it('adds 2,000 reads a minute at 1,000 members reading at once, 100 at one in twenty', () => {
    expect(live.allReadingPerMinute).toBe(2000);
    expect(live.allReadingPerSecond).toBeCloseTo(33.33, 2);
    expect(live.shareReadingPerMinute).toBe(100);
  });

  it('says so in a table of its own', () => {
    const table = liveReadingTable(live);
    expect(table).toContain('| requests per open tab per minute, hidden | 0 | 0 ✅ |');
    expect(table).toContain('2000 reads a minute (33.33 a second)');
  });
});
