import { expect, type Page } from '@playwright/test';
import { launchChromium } from '../emulation';
import type { ActLatency } from '../interactions/event-timing';
import type { Interaction } from '../interactions/interactions';
import { typeInto } from '../interactions/interactions';
import { latencyOf, measureOnce, phoneContext, type BuildLatency } from '../interactions/phone-act';
import { logInAsMember } from '../pages';

/** A reply typed on one topic, in rounds. */
export interface TypedReply {
  readonly path: string;
  /** Comments the topic holds. */
  readonly comments: number;
  /** Each round's worst key, their median and the worst of all. */
  readonly latency: BuildLatency;
}

/** Typing a reply on the long topic (issue 51), and on a short one in the same rounds: the machine's share. */
export interface ReplyTypingFigures {
  readonly long: TypedReply;
  readonly short: TypedReply;
}

/** A topic to type a reply on: its address and how many comments it holds. */
export interface ReplyTopic {
  readonly path: string;
  readonly comments: number;
}

const discussion = (page: Page) => page.getByRole('region', { name: /^Comments/ });

/**
 * The reply box under the topic's first comment, emptied: a reply's draft is kept over a reload (the last
 * round's too), and then the box is open already when the page is drawn.
 */
async function emptyReplyBox(page: Page): Promise<void> {
  const first = discussion(page).getByRole('article').first();
  const box = first.getByRole('textbox', { name: 'Your reply' });
  if ((await box.count()) === 0) await first.getByRole('button', { name: /^Reply to / }).click();
  await box.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await expect(box).toHaveValue('');
}

const replyTyping = ({ path }: ReplyTopic): Interaction => ({
  name: `type a reply on ${path} (worst key)`,
  reader: 'member',
  path,
  ready: emptyReplyBox,
  act: typeInto,
});

/**
 * Issue 51's goal for a long discussion: a member typing a reply on a topic of many comments, every key within
 * the interaction targets at 4× CPU. Each round opens the topic afresh in the member's tab of a phone's screen
 * (logged in through the login screen), opens Reply on the first comment and types there a key every 30 ms,
 * the worst key being the round's latency (interactions/phone-act.ts, as the interactions column's typing
 * rows). The same on a short topic, in turns within each round, says what the machine's load alone costs.
 */
export async function measureReplyTyping(options: {
  origin: string;
  long: ReplyTopic;
  short: ReplyTopic;
  rounds: number;
  log(line: string): void;
}): Promise<{ figures: ReplyTypingFigures; chromium: string }> {
  const { origin, long, short, rounds, log } = options;
  const browser = await launchChromium();
  try {
    const member = await (await phoneContext(browser, origin)).newPage();
    await logInAsMember(member);
    const topics = [long, short] as const;
    const outcomes = topics.map((): (ActLatency | null)[] => []);
    for (let round = 0; round < rounds; round += 1)
      // Turn about: neither topic always meets the machine first.
      for (const index of round % 2 ? [1, 0] : [0, 1])
        outcomes[index]!.push(
          await measureOnce(browser, { origin, member }, replyTyping(topics[index]!), log),
        );
    const [longTyped, shortTyped] = topics.map((topic, index) => ({
      ...topic,
      latency: latencyOf(outcomes[index]!),
    }));
    return { figures: { long: longTyped!, short: shortTyped! }, chromium: browser.version() };
  } finally {
    await browser.close();
  }
}
