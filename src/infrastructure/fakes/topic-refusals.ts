import { RemoteSystemError } from '@/application/remote-system-error';

/** The sandbox's and Drupal's refusal texts for the topics' writes (docs/wire-groups.md). */
export const TOPIC_REFUSALS = {
  /** The group's refusal of a member of the association outside the topic's group. */
  commentForbidden: 'You are not authorized to create this comment entity of bundle comment.',
  /** Core's create access, for whoever lacks `post comments`: anyone but a member of the association. */
  commentNotPermitted: "The 'post comments' permission is required.",
  emptyComment: 'Unprocessable Entity: validation failed.\ncomment_body: This value should not be null.\n',
  noTopic: (nid: number) =>
    `Unprocessable Entity: validation failed.\nentity_id.0.target_id: The referenced entity (node: ${nid}) does not exist.\n`,
  noParent: (cid: number) =>
    `Unprocessable Entity: validation failed.\npid.0.target_id: The referenced entity (comment: ${cid}) does not exist.\n`,
  /** CommentAccessControlHandler's reason for `view`, given too when the comment's topic is not readable. */
  viewComment: "The 'access comments' permission is required and the comment must be published.",
  editComment:
    "The 'edit own comments' permission is required, the user must be the comment author, and the comment must be published.",
  editTopic: "The 'edit any group_topic content' permission is required.",
  deleteTopic: "The 'delete any group_topic content' permission is required.",
  /** Core's comment access for `delete` says no reason: only `administer comments` deletes a comment. */
  deleteComment: '',
  /** Core's field access, for a topic's author who sends `sticky` without `administer nodes`. */
  pinTopic: "Access denied on updating field 'sticky'. The 'administer nodes' permission is required.",
  emptyTitle: 'Unprocessable Entity: validation failed.\ntitle: This value should not be null.\n',
  longTitle:
    'Unprocessable Entity: validation failed.\ntitle.0.value: Title: may not be longer than 255 characters.\n',
} as const;

export const refused = (status: number, serverMessage?: string) =>
  new RemoteSystemError('drupal', status, { serverMessage });
