/** The id of a topic's "Comments" heading: the discussion's name, and where the focus goes after a removal. */
export const COMMENTS_HEADING_ID = 'topic-comments';
