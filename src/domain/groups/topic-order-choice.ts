/**
 * The orders a member may list a group's topics in: newest first (the default), or by latest activity, the
 * topic with the latest comment first (core's comment statistics, `last_comment_timestamp`). The rule that
 * orders them is topic-order.ts; this is only the choice, kept with the site state (Preferences), which every
 * screen loads without the rule.
 */
export const TOPIC_ORDERS = ['newest', 'activity'] as const;
export type TopicOrder = (typeof TOPIC_ORDERS)[number];

/** What a group's page lists its topics in until the member chooses otherwise. */
export const DEFAULT_TOPIC_ORDER: TopicOrder = 'newest';

export const isTopicOrder = (value: unknown): value is TopicOrder =>
  (TOPIC_ORDERS as readonly unknown[]).includes(value);
