import { useGroupMemberMessages } from './group-member-messages';
import order from './topic-order.module.css';

/** "Pinned" before a pinned topic's byline (node `sticky`), in the group's list and on the topic's page alike. */
export function PinnedMark({ topic }: { topic: { readonly sticky: boolean } }) {
  const t = useGroupMemberMessages();
  return topic.sticky ? <span className={order.pinned}>{t('pinned')}</span> : null;
}
