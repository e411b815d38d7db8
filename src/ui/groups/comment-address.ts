/** The id a comment's item carries, for "First new comment" and a link to the comment to move to. */
export const commentElementId = (id: number) => `comment-${id}`;

/** The address of a topic opened at one of its comments (issue 51). */
export const commentAddress = (nid: number, cid: number) =>
  `/group_topics/single/${nid}#${commentElementId(cid)}`;
