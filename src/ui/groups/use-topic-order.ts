import { useCallback } from 'react';
import { Preferences, topicOrderOf } from '@/application/preferences/preferences';
import type { TopicOrder } from '@/domain/groups/topic-order';
import { useObservable, useService } from '../app/services';

/**
 * The order this device lists a group's topics in (the site-state area: Preferences), and the way to choose
 * another. On the server it is the one the cookie told the render (src/server/render-first-screen.tsx).
 */
export function useTopicOrder(): { order: TopicOrder; choose(order: TopicOrder): void } {
  const preferences = useService(Preferences);
  const order = topicOrderOf(useObservable(preferences));
  const choose = useCallback((next: TopicOrder) => preferences.setTopicOrder(next), [preferences]);
  return { order, choose };
}
