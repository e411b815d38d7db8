import { lazy } from 'react';
import { QueryBoundary } from '../shared/data/query-boundary';
import { useMembersOnlyAccess } from '../shared/use-members-only-access';
import { DiscussionsClosed } from './discussions-closed';
import { useGroupsMessages } from './groups-messages';

// Only members of the association read the topics: the list's code (and its pager's) stays out of a visitor's
// first load, and arrives while the topics themselves load, under the same loading state.
const TopicList = lazy(() => import('./group-topic-list').then((module) => ({ default: module.TopicList })));

/**
 * The group's topics, newest first, a page at a time (the address's `?page`), each leading to its page, for
 * members of the association; read again after a post (invalidated). Anyone else is told how to read them,
 * and nothing is asked of Drupal.
 */
export function GroupTopics({ groupId }: { groupId: number }) {
  const t = useGroupsMessages();
  const access = useMembersOnlyAccess();
  return (
    <section aria-labelledby="group-topics">
      <h2 id="group-topics">{t('topics')}</h2>
      {access === 'open' ? (
        <QueryBoundary inline loadingLabel={t('loadingTopics')} errorTitle={t('topicsFailed')}>
          <TopicList groupId={groupId} />
        </QueryBoundary>
      ) : (
        <DiscussionsClosed access={access} />
      )}
    </section>
  );
}
