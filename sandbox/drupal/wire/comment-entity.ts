import type { SandboxComment } from '../tables/topics';
import { stableUuid } from '../../host/tokens';
import { timestampField, valueField } from './drupal-fields';
import type { TextPlace } from './basic-html';
import { processedText } from '../text-formats';

/**
 * A stored comment as `GET|POST|PATCH comment?_format=json` answer it (Drupal's comment normalization): its
 * body's `processed` is the text drawn through its format (text-formats.ts), whose picture filter needs the `host`
 * the request was made to; `value` keeps what was sent.
 */
export function toCommentEntity(comment: SandboxComment, place: TextPlace) {
  return {
    cid: valueField(comment.cid),
    uuid: valueField(stableUuid(`comment:${comment.cid}`)),
    comment_type: [{ target_id: 'comment', target_type: 'comment_type' }],
    entity_id: [{ target_id: comment.nid, target_type: 'node', url: `/node/${comment.nid}` }],
    entity_type: valueField('node'),
    field_name: valueField('comment'),
    // An empty string field has no item in Drupal: a comment sent without a subject answers `subject: []`.
    subject: comment.subject === '' ? [] : valueField(comment.subject),
    uid: [{ target_id: comment.uid, target_type: 'user', url: `/user/${comment.uid}` }],
    pid:
      comment.pid === null
        ? []
        : [{ target_id: comment.pid, target_type: 'comment', url: `/comment/${comment.pid}` }],
    name: valueField(comment.authorName),
    status: valueField(true),
    created: timestampField(comment.created),
    changed: timestampField(comment.changed),
    thread: valueField(comment.thread),
    comment_body: [
      {
        value: comment.body,
        format: comment.format,
        processed: processedText(comment.body, comment.format, place),
      },
    ],
  };
}
