import type { LighthouseMedian } from '../lighthouse';
import type { Column, Line } from '../table-columns';
import { INTERACTION_TARGETS, meetsInteractionTargets, shownLatency } from '../interactions/lines';
import type { GrownFigures, MemberFigures, ScreenFigures } from './column';
import type { NewsBeatFigure } from './news-beats';
import type { ReplyTypingFigures, TypedReply } from './reply-typing';
import { REFERENCE } from './screens';
import { MEMBER_TARGETS, ratioText, scoreWithin, withinRatio } from './targets';

const ms = (value: number) => `${Math.round(value)} ms`;
/** Exact: "CLS 0" means none at all, and Lighthouse's 3 decimals would hide a small shift. */
const clsText = (cls: number) => (cls === 0 ? '0' : cls.toPrecision(2));
const SIDE_BY_SIDE_AREA = 'Lighthouse mobile, visitor and member (nginx)';
const GROWN_AREA = 'Lighthouse mobile, member, grown discussions (nginx)';
const TYPING_AREA = 'Typing, member, 4× CPU, 390 px (nginx)';
const NEWS_BEAT_AREA = 'Member area news, reads per beat (sandbox)';

/** Lines of one area whose figures all begin with `subject`. */
const linesAbout =
  (area: string, subject: string) =>
  (figure: string, target: string, measured: string, pass: boolean | null): Line => ({
    area,
    figure: `${subject}${figure}`,
    target,
    measured,
    pass,
  });

/** The member run's lines: the visitor's screens in the visitor's column, the member's and the grown ones in the member's. */
export function memberRunLines(figures: MemberFigures): Partial<Record<Column, Line[]>> {
  const reference = figures.sideBySide.find(
    ({ reader, path }) => reader === REFERENCE.reader && path === REFERENCE.path,
  );
  if (!reference) throw new Error('The member run has no visitor `/` to compare with.');
  const linesOf = (reader: ScreenFigures['reader']) =>
    figures.sideBySide
      .filter((screen) => screen.reader === reader)
      .flatMap((screen) => sideBySideLines(screen, reference.lighthouse, screen === reference));
  return {
    visitor: linesOf('visitor'),
    member: [
      ...linesOf('member'),
      ...(figures.replyTyping ? replyTypingLines(figures.replyTyping) : []),
      ...figures.grown.flatMap(grownLines),
      ...(figures.newsBeats ?? []).map(newsBeatLine),
    ],
  };
}

function sideBySideLines(screen: ScreenFigures, reference: LighthouseMedian, isReference: boolean): Line[] {
  const { path, lighthouse: own } = screen;
  const line = linesAbout(SIDE_BY_SIDE_AREA, `\`${path}\` `);
  return [
    line(
      'performance score',
      `≥ visitor \`/\` − ${MEMBER_TARGETS.scoreMargin}`,
      isReference ? `${own.score} (the reference)` : `${own.score} (visitor \`/\` ${reference.score})`,
      isReference ? null : scoreWithin(own.score, reference.score),
    ),
    line('FCP', '—', ms(own.fcpMs), null),
    line(
      'LCP, over visitor `/`',
      `≤ ${MEMBER_TARGETS.lcpRatio}×`,
      isReference
        ? `${ms(own.lcpMs)} (the reference)`
        : `${ms(own.lcpMs)} = ${ratioText(own.lcpMs, reference.lcpMs)}`,
      isReference ? null : withinRatio(own.lcpMs, reference.lcpMs, MEMBER_TARGETS.lcpRatio),
    ),
    line('CLS', `${MEMBER_TARGETS.cls}`, clsText(own.cls), own.cls <= MEMBER_TARGETS.cls),
    line('TBT', '—', ms(own.tbtMs), null),
  ];
}

function grownLines(pair: GrownFigures): Line[] {
  const { grownLighthouse: grown, smallLighthouse: small } = pair;
  const what = pair.kind === 'topic' ? `${pair.added} more comments` : `${pair.added} more topics`;
  const line = linesAbout(GROWN_AREA, `\`${pair.grown}\` with ${what}, against \`${pair.small}\`: `);
  const both = (grownValue: number, smallValue: number) =>
    `${ms(grownValue)} / ${ms(smallValue)} = ${ratioText(grownValue, smallValue)}`;
  return [
    line(
      'performance score',
      `≥ the small one's − ${MEMBER_TARGETS.scoreMargin}`,
      `${grown.score} (small ${small.score})`,
      scoreWithin(grown.score, small.score),
    ),
    line('LCP', '—', both(grown.lcpMs, small.lcpMs), null),
    line('CLS', `${MEMBER_TARGETS.cls}`, clsText(grown.cls), grown.cls <= MEMBER_TARGETS.cls),
    line(
      'TBT',
      `≤ ${MEMBER_TARGETS.tbtRatio}×`,
      both(grown.tbtMs, small.tbtMs),
      withinRatio(grown.tbtMs, small.tbtMs, MEMBER_TARGETS.tbtRatio),
    ),
  ];
}

/**
 * Issue 51: every key of a reply on the long topic within the interaction targets (issue 46's); the same on a
 * short topic beside it, without a target, says what the machine's load cost in the same rounds.
 */
function replyTypingLines({ long, short }: ReplyTypingFigures): Line[] {
  const { medianMs, worstMs } = INTERACTION_TARGETS;
  const figure = ({ path, comments, latency }: TypedReply) =>
    `\`${path}\` with ${comments} comments: a reply, worst key (median / worst of ${latency.rounds.length})`;
  return [
    {
      area: TYPING_AREA,
      figure: figure(long),
      target: `≤ ${medianMs} / ${worstMs} ms`,
      measured: shownLatency(long.latency),
      pass: meetsInteractionTargets(long.latency),
    },
    {
      area: TYPING_AREA,
      figure: `${figure(short)}, in the same rounds`,
      target: '—',
      measured: shownLatency(short.latency),
      pass: null,
    },
  ];
}

/** Issue 80: a beat after others wrote reads Drupal at most three times, in both modes, however many topics. */
function newsBeatLine({ drupal, topics, quiet, busy }: NewsBeatFigure): Line {
  const { newsBeatReads } = MEMBER_TARGETS;
  return {
    area: NEWS_BEAT_AREA,
    figure: `${drupal} Drupal, ${topics} long topic${topics === 1 ? '' : 's'} with news: a beat after a comment`,
    target: `≤ ${newsBeatReads}`,
    measured: `${busy} (quiet ${quiet})`,
    pass: busy <= newsBeatReads,
  };
}
