import { lazy } from 'react';
import { AsyncContent } from '../shared/async-content';
import { EmptyState } from '../shared/empty-state';
import { Pager } from '../shared/pager';
import { useGroupTopics } from './group-queries';
import { useGroupsMessages } from './groups-messages';
import { useTopicPage } from './use-topic-page';

// The rows, with the member's "N new" and what reads it, in a part of their own: what this list loads is
// named in the group page's code (its dependencies), which a visitor's first load carries. Asked for as soon
// as the list's code runs, beside the topics' own read, so the rows wait for no second round trip.
const rowsPart = import('./group-topic-rows');
const TopicRows = lazy(() => rowsPart.then((module) => ({ default: module.TopicRows })));

/** One page of the group's topics, newest first, with the pager to the others. */
export function TopicList({ groupId }: { groupId: number }) {
  const { page, hrefForPage } = useTopicPage();
  const topics = useGroupTopics(groupId, page);
  const t = useGroupsMessages();
  return (
    <AsyncContent state={topics} loadingLabel={t('loadingTopics')}>
      {({ rows, pager }) => (
        <>
          {rows.length === 0 ? <EmptyState>{t('noTopics')}</EmptyState> : <TopicRows rows={rows} />}
          <Pager pager={pager} label={t('topicPages')} hrefFor={hrefForPage} />
        </>
      )}
    </AsyncContent>
  );
}
