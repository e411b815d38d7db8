import type { Container } from 'inversify';
import { GroupsLoader } from '@/application/groups/groups-loader';
import { ReadGroups } from '@/application/groups/read-groups';
import { commentAnchor, topicAddress } from '@/domain/groups/topic-address';
import type { FirstScreen } from './portal-screens';

/**
 * A member's request for a comment's link (`/comment/{cid}`, a stock Drupal's permalink): where it leads, read
 * with their session as the browser reads it (ReadGroups.commentPlace), so the service answers with a redirect
 * to the topic at the comment and the browser never draws the link's screen. The query goes along (a language
 * chosen in the address). A comment that is not there for them is the browser's to say (comment-link-page.tsx);
 * a failed read fails the render, which also leaves the screen to the browser.
 */
export async function commentLinkMove(
  container: Container,
  cid: number,
  search: string,
  signal?: AbortSignal,
): Promise<FirstScreen> {
  await container.get(GroupsLoader).load();
  const place = await container.get(ReadGroups).commentPlace(cid, { signal });
  return place
    ? { kind: 'moved', location: `${topicAddress(place.nid)}${search}#${commentAnchor(place.cid)}` }
    : { kind: 'browser' };
}
