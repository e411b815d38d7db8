import type { SandboxDatabase } from '../../storage/database';
import { addMember, insertGroup } from '../tables/groups';
import { GROUP_SEEDS } from '../../demo-data/groups';
import { TOPIC_SEEDS, type TopicSeed } from '../../demo-data/topics';
import { insertComment, insertTopic, insertTopicFile } from '../tables/topics';

/**
 * Fills the working-group tables from the demo data the tests share. The attachments' bytes are not in
 * the database: the sandbox writes them into its upload folder when it starts (uploads.ts).
 */
export function seedWorkingGroups(db: SandboxDatabase): void {
  for (const { members, ...group } of GROUP_SEEDS) {
    insertGroup(db, group);
    for (const { uid, roles } of members) addMember(db, group.id, uid, roles);
  }
  for (const topic of TOPIC_SEEDS) seedTopic(db, topic);
}

/** One demo topic with its files and comments (their threads come with migration 8's seed). */
export function seedTopic(db: SandboxDatabase, { files, comments, ...topic }: TopicSeed): void {
  insertTopic(db, topic);
  for (const file of files) {
    const { name, storedName, mime, content } = file;
    insertTopicFile(db, { nid: topic.nid, name, storedName, mime, size: content.length });
  }
  for (const { cid, uid, created, body } of comments)
    insertComment(db, { cid, uid, created, body, nid: topic.nid, subject: '' });
}
