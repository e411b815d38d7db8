import { QueryBoundary } from '../shared/data/query-boundary';
import { useMembersOnlyAccess } from '../shared/use-members-only-access';
import { useDocumentTitle } from '../shared/use-document-title';
import { GroupDetails } from './group-details';
import { useGroup, usePrefetchGroupParts } from './group-queries';
import { useGroupsMessages } from './groups-messages';
import { NotFound } from './route-ids';
import { useTopicPage } from './use-topic-page';

/** `/group/:id`: loads the group; an unknown one is "not found", as an unknown content page is. */
export function GroupView({ id }: { id: number }) {
  const t = useGroupsMessages();
  return (
    <QueryBoundary loadingLabel={t('loadingGroup')} errorTitle={t('groupFailed')}>
      <GroupScreen id={id} />
    </QueryBoundary>
  );
}

function GroupScreen({ id }: { id: number }) {
  const readsTopics = useMembersOnlyAccess() === 'open';
  usePrefetchGroupParts(id, readsTopics, useTopicPage().page);
  // After joining or leaving, the cache holds the group as the use case answered it: no reload of the page.
  const group = useGroup(id);
  useDocumentTitle(group?.title);
  if (!group) return <NotFound path={`group/${id}`} />;
  return <GroupDetails group={group} />;
}
