import { lazy } from 'react';
import { afterNextPaint } from '../shared/after-next-paint';

const inPlaceCode = () => import('./comment-in-place');

/** The editor in place (a reply, an edit): its code comes with the first one opened, or ahead of it. */
export const CommentInPlace = lazy(() =>
  inPlaceCode().then((module) => ({ default: module.CommentInPlace })),
);

/**
 * Fetches the editor in place's code once the page is drawn, for a member who may write: by the time they open
 * a reply the network may be gone, and an editor whose code could not come showed "This part of the site could
 * not be loaded" where the outbox would have kept the reply (issue 61). Once here, the code stays for the page.
 */
export function fetchCommentInPlaceAhead(): void {
  afterNextPaint()
    .then(inPlaceCode)
    .catch(() => undefined);
}
