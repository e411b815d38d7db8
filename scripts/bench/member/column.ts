import { growDiscussions } from '../../grow-discussions';
import { launchLighthouseBrowser, type LighthouseMedian } from '../lighthouse';
import { BROWSER_PAGE_HEADERS } from '../production/load';
import { startProductionStack } from '../production/stack';
import type { Steps } from '../steps';
import { launchMemberBrowser } from './member-browser';
import { inRounds } from './rounds';
import {
  GROWN_GROUP,
  GROWN_GROUP_TITLE,
  GROWN_PAIRS,
  GROWN_TOPIC,
  SIDE_BY_SIDE,
  type GrownPair,
  type Screen,
} from './screens';

/** Issue 30's growth: topics added to the member's group and comments to one of its topics. */
const GROWTH = { topics: 300, comments: 1000 } as const;

/**
 * Rounds of the grown discussions against the small ones, at least: their TBTs are tens of milliseconds, where
 * one busy moment of the machine moved a median of three by 3× (327 ms against 99, and 0.95× the next run), and
 * five rounds of the same page still ranged from 18 to 101 ms, their medians 1.44× apart one run, 0.21× the next.
 */
export const GROWN_ROUNDS = 9;

export interface ScreenFigures extends Screen {
  lighthouse: LighthouseMedian;
}

export interface GrownFigures extends GrownPair {
  /** Topics or comments added to the grown one. */
  added: number;
  grownLighthouse: LighthouseMedian;
  smallLighthouse: LighthouseMedian;
}

/** The member column (issue 30): Lighthouse mobile as the member and as a visitor through nginx, in one run. */
export interface MemberFigures {
  sideBySide: ScreenFigures[];
  grown: GrownFigures[];
  secondsPerRun: number;
}

/**
 * A production stack of its own (as the production column's: nginx, the first-screen service, a fresh
 * sandbox), a visitor's Chromium and one logged in as the member. First the side-by-side screens, a round at
 * a time; then the member's group and topic grown through Drupal's routes, and each held against a small one
 * of its kind, a round at a time again. Not cut for time: every run is part of a comparison.
 */
export async function measureMembers(options: {
  dist: string;
  runs: number;
  steps: Steps;
}): Promise<{ figures: MemberFigures; chromium: string }> {
  const { dist, runs, steps } = options;
  const { step, log } = steps;
  const stack = await step('member: nginx stack', () => startProductionStack(dist));
  const { origin } = stack;
  try {
    // The visitor's pages as every visitor after the first meets them: in nginx's page cache.
    for (const { reader, path } of SIDE_BY_SIDE)
      if (reader === 'visitor')
        await (await fetch(`${origin}${path}`, { headers: BROWSER_PAGE_HEADERS })).text();
    const visitor = await launchLighthouseBrowser();
    const member = await step('member: log in', () => launchMemberBrowser(origin));
    try {
      const measure = (screen: Screen) =>
        (screen.reader === 'member' ? member : visitor).run(`${origin}${screen.path}`, 'mobile');
      const sideBySide = await step('member: side by side', () => inRounds(SIDE_BY_SIDE, runs, measure));
      await step('member: growing discussions', () =>
        growDiscussions({
          base: origin,
          groupId: GROWN_GROUP,
          groupTitle: GROWN_GROUP_TITLE,
          topicNid: GROWN_TOPIC,
          ...GROWTH,
        }),
      );
      const grownScreens = GROWN_PAIRS.flatMap((pair) => [pair.grown, pair.small]);
      const grown = await step('member: grown discussions', () =>
        inRounds(grownScreens, Math.max(runs, GROWN_ROUNDS), (path) =>
          member.run(`${origin}${path}`, 'mobile'),
        ),
      );
      const figures: MemberFigures = {
        sideBySide: SIDE_BY_SIDE.map((screen, index) => ({
          ...screen,
          lighthouse: sideBySide.medians[index]!,
        })),
        grown: GROWN_PAIRS.map((pair, index) => ({
          ...pair,
          added: pair.kind === 'topic' ? GROWTH.comments : GROWTH.topics,
          grownLighthouse: grown.medians[index * 2]!,
          smallLighthouse: grown.medians[index * 2 + 1]!,
        })),
        secondsPerRun: (sideBySide.ms + grown.ms) / (sideBySide.runs + grown.runs) / 1000,
      };
      for (const { reader, path, lighthouse } of figures.sideBySide)
        log(
          `member column: ${reader} ${path} perf ${lighthouse.score}, LCP ${Math.round(lighthouse.lcpMs)} ms, TBT ${Math.round(lighthouse.tbtMs)} ms`,
        );
      return { figures, chromium: member.chromium };
    } finally {
      await Promise.all([visitor.close(), member.close()]);
    }
  } finally {
    await stack.stop();
  }
}
