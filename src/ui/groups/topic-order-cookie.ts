import { isTopicOrder, type TopicOrder } from '@/domain/groups/topic-order-choice';
import { choiceCookieName, cookieValue, writeChoiceCookie } from '../shared/choice-cookie';

/**
 * The order of a group's topics chosen on this device, told to the server that draws a member's group page
 * (src/server/render-first-screen.tsx), so that it draws the topics in it. The choice lives in the site-state
 * area (Preferences); this cookie only repeats it. Behind nginx a member's page request carries every cookie
 * to the renderer and no cache keeps it (deploy/page-locations.ts), so nginx needs no word of it.
 */
export const topicOrderCookieName = (appName: string): string => choiceCookieName(appName, 'topic_order');

/** The topic order a `Cookie` header names, when it is one the portal offers. */
export function topicOrderInCookie(cookieHeader: string | undefined, appName: string): TopicOrder | null {
  const value = cookieValue(cookieHeader, topicOrderCookieName(appName));
  return isTopicOrder(value) ? value : null;
}

/** Repeats the topic order in the cookie (in the browser), for the next group page the server draws. */
export function writeTopicOrderCookie(order: TopicOrder, appName: string): void {
  writeChoiceCookie(topicOrderCookieName(appName), order);
}
