import type { SandboxComment, SandboxTopic, SandboxTopicFile, SandboxTopicListing } from '../tables/topics';
import { unixSeconds } from '../tables/history';

/**
 * Topic rows of fields displays (docs/wire-groups.md): flat, every value a string as views renders it,
 * attachment URLs root-relative to the Drupal host under the private file scheme.
 */

export function topicFileUrl(storedName: string): string {
  return `/system/files/topics/${storedName}`;
}

/**
 * The comment statistics as core keeps them (`CommentStatistics`): the last comment's time (views renders a raw
 * timestamp as unix seconds), its author's uid and name (views' "Last comment author" names the user of
 * `last_comment_uid`); for a topic without comments the node's own creation and author, as core writes them
 * when the node is saved.
 */
export function toTopicListRow(topic: SandboxTopicListing) {
  return {
    nid: String(topic.nid),
    title: topic.title,
    created: topic.created,
    changed: topic.changed,
    uid: String(topic.uid),
    name: topic.authorName,
    comment_count: String(topic.commentCount),
    last_comment_timestamp: String(unixSeconds(topic.lastCommentAt ?? topic.created)),
    last_comment_uid: String(topic.lastCommentUid ?? topic.uid),
    last_comment_name: topic.lastCommentName ?? topic.authorName,
    new_comments: String(topic.newComments),
    // A boolean field's raw value, as the display outputs it (docs/wire-groups.md).
    sticky: topic.sticky ? '1' : '0',
  };
}

export function toTopicRow(
  topic: SandboxTopic,
  files: readonly SandboxTopicFile[],
  comments: readonly SandboxComment[],
) {
  return {
    nid: String(topic.nid),
    title: topic.title,
    created: topic.created,
    changed: topic.changed,
    uid: String(topic.uid),
    name: topic.authorName,
    body: topic.body,
    group_id: String(topic.groupId),
    group_label: topic.groupLabel,
    // As the list's rows say it (issue 51): the topic page marks a pinned topic too.
    sticky: topic.sticky ? '1' : '0',
    field_files: files.map((file) => ({
      name: file.name,
      size: String(file.size),
      url: topicFileUrl(file.storedName),
    })),
    // In thread order (commentsOfTopic): each reply after its parent.
    comments: comments.map((comment) => ({
      cid: String(comment.cid),
      uid: String(comment.uid),
      pid: comment.pid === null ? '' : String(comment.pid),
      name: comment.authorName,
      created: comment.created,
      changed: comment.changed,
      comment_body: comment.body,
    })),
  };
}
