import type { SandboxDatabase } from '../../storage/database';
import { TOPIC_SEEDS } from '../../demo-data/topics';
import { threadComment } from '../tables/comment-threads';
import { findTopic } from '../tables/topics';
import { seedTopic } from './seed-working-groups';

/**
 * Pins the demo's pinned topics (node `sticky`), after giving a database from before them the topics added
 * since, their comments threaded as migration 8 threads the others.
 */
export function seedPinnedTopics(db: SandboxDatabase): void {
  for (const topic of TOPIC_SEEDS) {
    if (findTopic(db, topic.nid)) continue;
    seedTopic(db, topic);
    for (const comment of topic.comments) threadComment(db, comment.cid, comment.replyTo ?? null);
  }
  const pin = db.prepare('UPDATE group_topics SET sticky = 1 WHERE nid = ?');
  for (const topic of TOPIC_SEEDS) if (topic.sticky) pin.run(topic.nid);
}
