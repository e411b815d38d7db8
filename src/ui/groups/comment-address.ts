import { commentAnchor } from '@/domain/groups/topic-address';

export { commentAddress } from '@/domain/groups/topic-address';

/** The id a comment's item carries: its address's fragment (topic-address.ts). */
export const commentElementId = commentAnchor;

/** The comment an address's fragment (`#comment-25`) names, or null when it names none. */
export function commentInFragment(hash: string): number | null {
  const named = /^#comment-([1-9]\d{0,9})$/.exec(hash);
  return named ? Number(named[1]) : null;
}
