/**
 * Where one comment is: its item's id, and the topic's address with that id as the fragment
 * (`/group_topics/single/906#comment-25`). A stock Drupal's comment permalink (`/comment/{cid}`) redirects to
 * the same fragment on its node's page, and its comment template anchors each comment so: the address works
 * on either, and a browser goes to the comment on a server-drawn page before any code has run.
 */
export const commentElementId = (id: number) => `comment-${id}`;

export const commentAddress = (topicNid: number, commentId: number) =>
  `/group_topics/single/${topicNid}#${commentElementId(commentId)}`;

/** The comment an address's fragment (`#comment-25`) names, or null when it names none. */
export function commentInFragment(hash: string): number | null {
  const named = /^#comment-([1-9]\d{0,9})$/.exec(hash);
  return named ? Number(named[1]) : null;
}
