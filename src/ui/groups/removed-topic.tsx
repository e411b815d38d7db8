import { useEffect } from 'react';
import { TopicsSeen } from '@/application/groups/topics-seen';
import type { Topic } from '@/domain/groups/group';
import { useDocumentTitle } from '../shared/use-document-title';
import { useHydrated } from '../shared/use-hydrated';
import { GroupsPageHead } from './groups-page-head';
import { useGroupMemberMessages } from './group-member-messages';
import { NotFound } from './route-ids';
import { useGroupService } from './use-group-service';
import feature from './groups-feature.module.css';

/** Remembers, for this tab, each topic it shows: a later read that finds it gone tells of its removal. */
export function useTopicSeen(topic: Topic): void {
  const seen = useGroupService(TopicsSeen);
  const { nid, title, groupId, groupTitle } = topic;
  useEffect(
    () => seen.remember({ nid, title, groupId, groupTitle }),
    [seen, nid, title, groupId, groupTitle],
  );
}

/**
 * A topic's address when the content system has no such topic: "This topic was removed" when this tab had
 * shown it (it existed, so it was removed since; TopicsSeen), the not-found page otherwise, as nothing tells
 * a removed topic from one that never was. Decided in the browser, where the tab's memory is.
 */
export function MissingTopic({ nid }: { nid: number }) {
  const hydrated = useHydrated();
  const seen = useGroupService(TopicsSeen).find(nid);
  if (!hydrated) return null;
  return seen ? (
    <RemovedTopic groupId={seen.groupId} groupTitle={seen.groupTitle} />
  ) : (
    <NotFound path={`group_topics/single/${nid}`} />
  );
}

function RemovedTopic({ groupId, groupTitle }: { groupId: number; groupTitle: string }) {
  const t = useGroupMemberMessages();
  useDocumentTitle(t('topicRemovedTitle'));
  return (
    <article className={feature.page}>
      <GroupsPageHead
        up={{ to: `/group/${groupId}`, label: groupTitle || t('workingGroup') }}
        title={t('topicRemovedTitle')}
      />
      <p>{t('topicRemovedExplained')}</p>
    </article>
  );
}
