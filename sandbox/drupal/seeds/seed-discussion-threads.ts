import type { SandboxDatabase } from '../../storage/database';
import { READ_HISTORY_SEEDS, TOPIC_SEEDS } from '../../demo-data/topics';
import { threadComment } from '../tables/comment-threads';
import { recordRead, unixSeconds } from '../tables/history';
import { findTopic } from '../tables/topics';
import { seedTopic } from './seed-working-groups';

/**
 * Gives the seeded comments their replies (`pid`), threads and edit times, and the demo member their reads:
 * the demo's threads and "new" markers. A database from before them gains the topics added since.
 */
export function seedDiscussionThreads(db: SandboxDatabase): void {
  for (const topic of TOPIC_SEEDS) if (!findTopic(db, topic.nid)) seedTopic(db, topic);
  const comments = TOPIC_SEEDS.flatMap((topic) => topic.comments).sort((a, b) => a.cid - b.cid);
  const setChanged = db.prepare('UPDATE topic_comments SET changed = ? WHERE cid = ?');
  for (const comment of comments) {
    threadComment(db, comment.cid, comment.replyTo ?? null);
    if (comment.changed) setChanged.run(comment.changed, comment.cid);
  }
  // Comments a member wrote in the sandbox before threads existed: top-level, in the order written.
  const unthreaded = db.prepare('SELECT cid FROM topic_comments WHERE thread IS NULL ORDER BY cid').all() as {
    cid: number;
  }[];
  for (const { cid } of unthreaded) threadComment(db, cid, null);
  for (const { uid, nid, readAt } of READ_HISTORY_SEEDS) recordRead(db, uid, nid, unixSeconds(readAt));
}
