import type { TopicOrder } from '@/domain/groups/topic-order-choice';

/** The attribute of a drawn list of topics that says in which order it was drawn (group-topic-list.tsx). */
export const DRAWN_TOPIC_ORDER = 'data-topic-order';

/**
 * Whether a server-drawn screen under `root` may be taken over for a reader who lists topics in `order`: it
 * holds no list of topics, or one drawn in that order. The server draws in the order the cookie told it,
 * which a cookie lost or changed meanwhile can make another than this device's choice; React would then find
 * other rows than it draws, and main.tsx draws such a screen afresh instead.
 */
export function drawnInTopicOrder(root: ParentNode, order: TopicOrder): boolean {
  const drawn = root.querySelector(`[${DRAWN_TOPIC_ORDER}]`)?.getAttribute(DRAWN_TOPIC_ORDER);
  return drawn === undefined || drawn === null || drawn === order;
}
