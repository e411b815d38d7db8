import { ReadGroups } from '@/application/groups/read-groups';
import { COMMENT_NOT_FOUND } from './comment-link-row';
import type { Driver, Observation } from './observation';

/** The comment the link names; the healthy answer puts it on topic 5 (healthy-answers.ts). */
const COMMENT_ID = 11;

/**
 * The link's screen reads where the comment is: its topic, nothing there (said in words), or a failure. Apart
 * from its row (comment-link-row.ts), which the browser test of the fault table (tests/e2e/faults.spec.ts) loads
 * through the table: a use case's decorators are not for Playwright's transform.
 */
export const commentLinkDriver: Driver = async ({ container }, arm): Promise<Observation> => {
  arm();
  try {
    const place = await container.get(ReadGroups).commentPlace(COMMENT_ID);
    return place ? { resolved: true } : { shown: COMMENT_NOT_FOUND };
  } catch (thrown) {
    return { thrown };
  }
};
