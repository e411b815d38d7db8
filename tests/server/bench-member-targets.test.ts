import { describe, expect, it } from 'vitest';
import type { MemberFigures } from '../../scripts/bench/member/column';
import { memberRunLines } from '../../scripts/bench/member/lines';
import { ratioText, scoreWithin, withinRatio } from '../../scripts/bench/member/targets';
import type { LighthouseMedian } from '../../scripts/bench/lighthouse';

const median = (score: number, lcpMs: number, tbtMs: number, cls = 0): LighthouseMedian => ({
  score,
  fcpMs: lcpMs,
  lcpMs,
  cls,
  tbtMs,
  longestTaskMs: 0,
  runs: [],
});

describe('the bench’s member column', () => {
  it('allows a score 0.05 below the reference, and not 0.06', () => {
    expect(scoreWithin(0.95, 1)).toBe(true);
    expect(scoreWithin(0.94, 1)).toBe(false);
    expect(scoreWithin(1, 0.9)).toBe(true);
  });

  it('holds a figure to a multiple of its reference, and shows the ratio', () => {
    expect(withinRatio(1250, 1000, 1.25)).toBe(true);
    expect(withinRatio(1251, 1000, 1.25)).toBe(false);
    expect(withinRatio(5, 0, 1.25)).toBe(false);
    expect(ratioText(1100, 1000)).toBe('1.10×');
    expect(ratioText(5, 0)).toBe('—');
  });

  it('puts the visitor’s screens and the member’s in their columns, against the visitor’s `/`', () => {
    const figures: MemberFigures = {
      sideBySide: [
        { reader: 'visitor', path: '/', lighthouse: median(1, 1000, 10) },
        { reader: 'member', path: '/my-necs', lighthouse: median(0.8, 3000, 300, 0.02) },
      ],
      grown: [
        {
          kind: 'topic',
          grown: '/group_topics/single/902',
          small: '/group_topics/single/901',
          added: 1000,
          grownLighthouse: median(0.9, 2000, 120),
          smallLighthouse: median(0.92, 1900, 100),
        },
      ],
      newsBeats: [
        { drupal: 'site', topics: 20, quiet: 1, busy: 3 },
        { drupal: 'core', topics: 20, quiet: 1, busy: 23 },
      ],
      secondsPerRun: 7,
    };
    const { visitor = [], member = [] } = memberRunLines(figures);
    const pass = (lines: typeof member, figure: string) => lines.find((line) => line.figure === figure)?.pass;
    expect(pass(visitor, '`/` performance score')).toBeNull();
    expect(pass(member, '`/my-necs` performance score')).toBe(false);
    expect(pass(member, '`/my-necs` LCP, over visitor `/`')).toBe(false);
    expect(pass(member, '`/my-necs` CLS')).toBe(false);
    const grownTbt = member.find((line) => line.area.includes('grown') && line.figure.endsWith(': TBT'));
    expect(grownTbt?.figure).toBe(
      '`/group_topics/single/902` with 1000 more comments, against `/group_topics/single/901`: TBT',
    );
    expect(grownTbt?.pass).toBe(true);
    const beats = member.filter((line) => line.area.includes('reads per beat'));
    expect(beats.map(({ figure, target, measured, pass }) => [figure, target, measured, pass])).toEqual([
      ['site Drupal, 20 long topics with news: a beat after a comment', '≤ 3', '3 (quiet 1)', true],
      ['core Drupal, 20 long topics with news: a beat after a comment', '≤ 3', '23 (quiet 1)', false],
    ]);
  });
});
