import { growDiscussions } from '../../grow-discussions';
import { launchLighthouseBrowser, type LighthouseBrowser, type LighthouseMedian } from '../lighthouse';
import { BROWSER_PAGE_HEADERS } from '../production/load';
import { startProductionStack } from '../production/stack';
import type { Steps } from '../steps';
import { launchMemberBrowser } from './member-browser';
import { measureNewsBeats, type NewsBeatFigure } from './news-beats';
import { measureReplyTyping, type ReplyTypingFigures } from './reply-typing';
import { inRounds } from './rounds';
import {
  GROWN_GROUP,
  GROWN_GROUP_TITLE,
  GROWN_PAIRS,
  GROWN_TOPIC,
  LONG_TOPIC,
  SHORT_TOPIC,
  SIDE_BY_SIDE,
  TOPIC_SCREENS,
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
  /** A reply typed on the long topic at 4× CPU (issue 51); absent from runs before it. */
  replyTyping?: ReplyTypingFigures;
  /** The member area's reads per beat with 1 and 20 long topics with news, both Drupals (issue 80); absent before it. */
  newsBeats?: NewsBeatFigure[];
  secondsPerRun: number;
}

/** All of issue 30's screens and grown discussions, or (`--only member-topics`) the topics alone. */
export type MemberPart = 'all' | 'topics';

/**
 * A production stack of its own (as the production column's: nginx, the first-screen service, a fresh
 * sandbox), a visitor's Chromium and one logged in as the member. First a topic of the member's other group
 * grown to 200 comments (issue 51), then the side-by-side screens, a round at a time, then a reply typed on
 * that topic at 4× CPU (reply-typing.ts); then the member's group and topic grown through Drupal's routes,
 * and each held against a small one of its kind, a round at a time again. Last, the member area's reads per
 * beat against a sandbox of each Drupal mode (news-beats.ts). Not cut for time: every run is part of a comparison.
 */
export async function measureMembers(options: {
  dist: string;
  runs: number;
  steps: Steps;
  part?: MemberPart;
  /** Rounds of the reply typed on the long topic. */
  typingRounds: number;
}): Promise<{ figures: MemberFigures; chromium: string }> {
  const { dist, runs, steps, part = 'all', typingRounds } = options;
  const screens = part === 'topics' ? TOPIC_SCREENS : SIDE_BY_SIDE;
  const { step, log } = steps;
  const stack = await step('member: nginx stack', () => startProductionStack(dist));
  const { origin } = stack;
  try {
    await step('member: a topic of 200 comments', () =>
      growDiscussions({ base: origin, ...LONG_TOPIC.growth }),
    );
    // The visitor's pages as every visitor after the first meets them: in nginx's page cache.
    for (const { reader, path } of screens)
      if (reader === 'visitor')
        await (await fetch(`${origin}${path}`, { headers: BROWSER_PAGE_HEADERS })).text();
    const visitor = await launchLighthouseBrowser();
    const member = await step('member: log in', () => launchMemberBrowser(origin));
    try {
      const measure = (screen: Screen) =>
        (screen.reader === 'member' ? member : visitor).run(`${origin}${screen.path}`, 'mobile');
      const sideBySide = await step('member: side by side', () => inRounds(screens, runs, measure));
      const replyTyping = await step('member: a reply typed on the long topic', () =>
        measureReplyTyping({
          origin,
          long: LONG_TOPIC,
          short: SHORT_TOPIC,
          rounds: typingRounds,
          log: (line) => log(`member column: ${line}`),
        }),
      );
      const grown = part === 'all' ? await grownDiscussions(origin, runs, member, steps) : undefined;
      const newsBeats = await step('member: reads per beat of the news', measureNewsBeats);
      const figures: MemberFigures = {
        sideBySide: sideBySideFigures(screens, sideBySide.medians),
        grown: grown?.figures ?? [],
        replyTyping: replyTyping.figures,
        newsBeats,
        secondsPerRun: (sideBySide.ms + (grown?.ms ?? 0)) / (sideBySide.runs + (grown?.runs ?? 0)) / 1000,
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

const sideBySideFigures = (
  screens: readonly Screen[],
  medians: readonly LighthouseMedian[],
): ScreenFigures[] => screens.map((screen, index) => ({ ...screen, lighthouse: medians[index]! }));

/** Issue 30's growth, then each grown discussion against a small one of its kind, a round at a time. */
async function grownDiscussions(origin: string, runs: number, member: LighthouseBrowser, { step }: Steps) {
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
    inRounds(grownScreens, Math.max(runs, GROWN_ROUNDS), (path) => member.run(`${origin}${path}`, 'mobile')),
  );
  const figures = GROWN_PAIRS.map((pair, index): GrownFigures => ({
    ...pair,
    added: pair.kind === 'topic' ? GROWTH.comments : GROWTH.topics,
    grownLighthouse: grown.medians[index * 2]!,
    smallLighthouse: grown.medians[index * 2 + 1]!,
  }));
  return { figures, runs: grown.runs, ms: grown.ms };
}
