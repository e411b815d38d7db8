import { DRUPAL_MODES, type DrupalMode } from '../../../sandbox/drupal/drupal-mode';
import { newsBeatReads } from '../../../tests/support/member-news-beat';
import { startSandbox } from '../../../tests/support/sandbox-server';

/** Topics with news in the member area, each longer than a page of a stock Drupal's comments. */
export const NEWS_BEAT_TOPICS = [1, 20] as const;

/** What one beat of the member area's news read of Drupal, in one Drupal mode with `topics` topics with news. */
export interface NewsBeatFigure {
  readonly drupal: DrupalMode;
  readonly topics: number;
  /** Requests of a beat with nothing written since the news were drawn. */
  readonly quiet: number;
  /** Requests of the costlier beat: after a comment on one of the topics, or one on each. */
  readonly busy: number;
}

/**
 * Issue 80: the member area's reads per beat (FindTopicNews.beat through the Drupal adapter, counted as the
 * requests it sends) with 1 and 20 long topics with news, against a fresh sandbox in each Drupal mode, in
 * this process (tests/support/member-news-beat.ts, the procedure of tests/infrastructure/member-news-reads.test.ts).
 */
export async function measureNewsBeats(): Promise<NewsBeatFigure[]> {
  const figures: NewsBeatFigure[] = [];
  for (const drupal of DRUPAL_MODES) {
    const sandbox = await startSandbox({ drupal });
    try {
      for (const topics of NEWS_BEAT_TOPICS) {
        await sandbox.control('restore-start');
        const { quiet, afterOne, afterEach } = await newsBeatReads(sandbox.url, { topics, long: true });
        figures.push({
          drupal,
          topics,
          quiet: quiet.length,
          busy: Math.max(afterOne.length, afterEach.length),
        });
      }
    } finally {
      await sandbox.close();
    }
  }
  return figures;
}
