/**
 * Where a topic and one of its comments are in the portal, in one place for every screen that links to them
 * (the group's topics, the member area's news, a search hit, "Link to this comment").
 */

/** A topic's screen (its Drupal path, `/node/{nid}`, the portal would take for a page). */
export const topicAddress = (nid: number) => `/group_topics/single/${nid}`;

/**
 * The id a comment's item carries, and the fragment of its address. A stock Drupal's comment template anchors
 * each comment so, and its permalink (`/comment/{cid}`) redirects to that fragment on the node's page: the
 * address means the same on either, and a browser goes to the comment on a server-drawn page before any code
 * has run.
 */
export const commentAnchor = (cid: number) => `comment-${cid}`;

/** A topic opened at one of its comments: `/group_topics/single/906#comment-25`. */
export const commentAddress = (nid: number, cid: number) => `${topicAddress(nid)}#${commentAnchor(cid)}`;
