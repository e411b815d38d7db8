import type { SandboxDatabase } from '../../storage/database';
import { drupalNow } from '../wire/drupal-time';
import { findGroup } from './groups';
import { insertTopic, nextTopicNid } from './topics';

/** When the first of them was posted: before every demo topic, so that newest first they follow those. */
const FIRST_POSTED = Date.parse('2020-01-01T00:00:00Z');
const MINUTE_MS = 60_000;

/**
 * `count` topics more in group `groupId`, "Older topic 1" (the oldest) to "Older topic {count}", posted one a
 * minute before any demo topic by the group's first member, without comments: a group longer than a page, with
 * an order by creation that no second shares (the test control `add-older-topics`). False, and nothing
 * written, for a group that does not exist or has no member.
 */
export function addOlderTopics(db: SandboxDatabase, groupId: number, count: number): boolean {
  const author = findGroup(db, groupId)?.members[0]?.uid;
  if (author === undefined) return false;
  db.transaction(() => {
    for (let number = 1; number <= count; number++) {
      const created = drupalNow(new Date(FIRST_POSTED + number * MINUTE_MS));
      insertTopic(db, {
        nid: nextTopicNid(db),
        groupId,
        title: `Older topic ${number}`,
        uid: author,
        created,
        body: '',
      });
    }
  })();
  return true;
}
