import { useEffect } from 'react';
import { AppConfig } from '@/application/config/app-config';
import type { TopicOrder } from '@/domain/groups/topic-order-choice';
import { useService } from '../app/services';
import { ChoiceSelect } from './choice-select';
import { useGroupMemberMessages } from './group-member-messages';
import { writeTopicOrderCookie } from './topic-order-cookie';

interface TopicOrderSelectProps {
  order: TopicOrder;
  onChange(order: TopicOrder): void;
}

/**
 * "Sort topics by": newest first or latest activity. The order shown is repeated in its cookie, so the next
 * group page the server draws comes in it (topic-order-cookie.ts), also after the cookie was lost.
 */
export function TopicOrderSelect({ order, onChange }: TopicOrderSelectProps) {
  const t = useGroupMemberMessages();
  const { appName } = useService(AppConfig);
  useEffect(() => writeTopicOrderCookie(order, appName), [order, appName]);
  return (
    <ChoiceSelect
      label={t('sortTopicsBy')}
      choices={[
        { value: 'newest', label: t('newestFirst') },
        { value: 'activity', label: t('latestActivity') },
      ]}
      value={order}
      onChange={onChange}
    />
  );
}
