import type { SandboxDatabase } from '../../storage/database';
import { unixSeconds } from '../tables/history';
import type { SandboxTopic } from '../tables/topics';
import { basicHtml, type TextPlace } from './basic-html';
import { timestampField, valueField } from './drupal-fields';

/**
 * A topic as core's serializer writes a node (`GET|PATCH node/{nid}?_format=json`), with its comment field's
 * statistics as the recording shows them: `status` 2 (open), the last comment's cid, time (unix seconds),
 * author, and the count. Without comments, the statistics carry the node's own time and author and no name
 * (`last_comment_name` null), as core's CommentStatistics::create writes them for a new node. `sticky` is the
 * pin; `promote` only the administrator sets. The body's `processed` is drawn through basic_html (basic-html.ts),
 * for the host asked, as a comment's is.
 */
export function toTopicEntity(db: SandboxDatabase, topic: SandboxTopic, place: TextPlace) {
  const last = db
    .prepare(
      `SELECT cid, uid, COALESCE(changed, created) AS changed FROM topic_comments WHERE nid = ?
       ORDER BY created DESC, cid DESC LIMIT 1`,
    )
    .get(topic.nid) as { cid: number; uid: number; changed: string } | undefined;
  const { count } = db
    .prepare('SELECT COUNT(*) AS count FROM topic_comments WHERE nid = ?')
    .get(topic.nid) as {
    count: number;
  };
  return {
    nid: valueField(topic.nid),
    type: [{ target_id: 'group_topic', target_type: 'node_type' }],
    title: valueField(topic.title),
    uid: [{ target_id: topic.uid, target_type: 'user', url: `/user/${topic.uid}` }],
    status: valueField(true),
    created: timestampField(topic.created),
    changed: timestampField(topic.changed),
    promote: valueField(topic.promote === 1),
    sticky: valueField(topic.sticky === 1),
    body: [{ value: topic.body, format: 'basic_html', processed: basicHtml(topic.body, place), summary: '' }],
    comment: [
      {
        status: 2,
        cid: last?.cid ?? 0,
        last_comment_timestamp: unixSeconds(last?.changed ?? topic.created),
        last_comment_name: last ? '' : null,
        last_comment_uid: last?.uid ?? topic.uid,
        comment_count: count,
      },
    ],
  };
}
