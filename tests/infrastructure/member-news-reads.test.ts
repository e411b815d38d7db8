import { describe, expect, it } from 'vitest';
import { DRUPAL_MODES } from '../../sandbox/drupal/drupal-mode';
import { newsBeatReads } from '../support/member-news-beat';
import { useSandbox } from '../support/use-sandbox';

/**
 * Issues 72 and 80: what a beat of the member area's news costs Drupal, counted as the requests the sandbox is
 * sent (the Drupal adapter, its connection and its session, as in the browser), in both modes: a quiet beat,
 * and a beat after one and after every one of 1 or 20 topics with news got a comment from another member, the
 * topics short or longer than a page of a stock Drupal's comments (which core pages 50 a page). One read when
 * quiet, no more than three otherwise; each beat answers what reading everything again answers, with each
 * topic's count of new comments.
 */
describe.each(DRUPAL_MODES)(
  'reads per beat of the member area’s news, against the sandbox (%s Drupal)',
  (drupal) => {
    const sandbox = useSandbox(drupal);

    it.each([
      { topics: 1, long: false },
      { topics: 20, long: false },
      { topics: 1, long: true },
      { topics: 20, long: true },
    ])(
      'a quiet beat reads once; one after news in $topics topics (long: $long), at most three times',
      async ({ topics, long }) => {
        const reads = await newsBeatReads(sandbox().url, { topics, long }, (beat, everything, news) => {
          if (beat === null) return;
          expect(beat.news).toEqual(everything);
          const counts = new Map(beat.news.map(({ nid, count }) => [nid, count]));
          for (const [nid, count] of news) expect(counts.get(nid), `topic ${nid}`).toBe(count);
        });
        const { quiet, afterOne, afterEach } = reads;
        console.info(
          `[issues 72, 80] ${drupal} Drupal, ${topics} ${long ? 'long' : 'short'} topic(s) with news: reads per beat, ` +
            `quiet ${quiet.length}, after one comment ${afterOne.length}, after one on each ${afterEach.length}: ` +
            afterEach.join(', '),
        );
        expect(quiet).toHaveLength(1);
        expect(afterOne.length).toBeLessThanOrEqual(3);
        expect(afterEach.length).toBeLessThanOrEqual(3);
      },
    );
  },
);
