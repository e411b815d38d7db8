import type { SandboxDatabase } from '../../storage/database';
import { addMember, insertGroup } from '../tables/groups';
import { GROUP_SEEDS } from '../../demo-data/groups';
import { TOPIC_SEEDS } from '../../demo-data/topics';
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
  for (const { files, comments, ...topic } of TOPIC_SEEDS) {
    insertTopic(db, topic);
    for (const file of files) {
      const { name, storedName, mime, content } = file;
      insertTopicFile(db, { nid: topic.nid, name, storedName, mime, size: content.length });
    }
    for (const comment of comments) insertComment(db, { ...comment, nid: topic.nid, subject: '' });
  }
}
