import type { SandboxComment, SandboxTopic, SandboxTopicFile } from '../tables/topics';

/**
 * Topic rows of fields displays (docs/wire-groups.md): flat, every value a string as views renders it,
 * attachment URLs root-relative to the Drupal host under the private file scheme.
 */

export function topicFileUrl(storedName: string): string {
  return `/system/files/topics/${storedName}`;
}

export function toTopicListRow(topic: SandboxTopic & { commentCount: number }) {
  return {
    nid: String(topic.nid),
    title: topic.title,
    created: topic.created,
    name: topic.authorName,
    comment_count: String(topic.commentCount),
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
    name: topic.authorName,
    body: topic.body,
    group_id: String(topic.groupId),
    group_label: topic.groupLabel,
    field_files: files.map((file) => ({
      name: file.name,
      size: String(file.size),
      url: topicFileUrl(file.storedName),
    })),
    comments: comments.map((comment) => ({
      cid: String(comment.cid),
      name: comment.authorName,
      created: comment.created,
      comment_body: comment.body,
    })),
  };
}
