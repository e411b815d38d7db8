import { useState } from 'react';
import type { GroupDetails as Group } from '@/domain/groups/group';
import { isInGroup, standingOf } from '@/domain/groups/group-standing';
import { ShownDate } from '../shared/shown-date';
import { useSessionState } from '../shared/use-session-state';
import { useViewer } from '../shared/use-viewer';
import { useMembersOnlyAccess } from '../shared/use-members-only-access';
import { SafeHtml } from '../shared/safe-html';
import { DrupalActions } from './drupal-actions';
import { GroupLeaders } from './group-leaders';
import { GroupStatus } from './group-status';
import { GroupsPageHead } from './groups-page-head';
import { useTopicPosted } from './group-changes';
import { GroupTopics } from './group-topics';
import { useGroupsMessages } from './groups-messages';
import { richMessage } from './rich-message';
import { StandingPanel } from './standing-panel';
import { NewTopicSlot } from './new-topic-slot';
import { useDraftOwner } from './use-draft-owner';
import feature from './groups-feature.module.css';
import styles from './group-details.module.css';

/** A working group: what it is about, its topics, who leads it, and the viewer's place in it. */
export function GroupDetails({ group }: { group: Group }) {
  const viewer = useViewer();
  const t = useGroupsMessages();
  const [posted, setPosted] = useState<number | null>(null);
  const topicPosted = useTopicPosted(group.id);
  const { expired } = useSessionState();
  const owner = useDraftOwner();
  // Posting is for members of the association who are in the group: the content system refuses anyone else.
  const inGroup =
    useMembersOnlyAccess() === 'open' &&
    viewer.loggedIn &&
    isInGroup(standingOf(group.members, viewer.userId));
  // Shown once to a member, the form stays through an expired session (hidden), so nothing typed is lost; it is
  // the member's own (keyed by them), so another account logging in in place finds a fresh one.
  const [hadForm, setHadForm] = useState(false);
  if (inGroup && !hadForm) setHadForm(true);
  if (!inGroup && hadForm && !expired) setHadForm(false);
  const members = group.members.length;

  return (
    <article className={feature.page}>
      <GroupsPageHead
        up={{ to: '/group', label: t('workingGroups') }}
        title={group.title}
        actions={
          <DrupalActions
            actions={[
              { label: t('editGroup'), path: `group/${group.id}/edit`, icon: 'edit' },
              {
                label: t('createTopicInCms'),
                path: `group/${group.id}/content/create/group_node:group_topic`,
                icon: 'create',
              },
              { label: t('deleteGroup'), path: `group/${group.id}/delete`, icon: 'delete' },
            ]}
          />
        }
      >
        {richMessage(t, 'since', {
          date: <ShownDate iso={group.created} />,
        })}{' '}
        · {t('memberCount', { count: members })}
      </GroupsPageHead>
      {/* On a narrow screen the description, the membership and the leaders come first, and the topics a screen
          down or more: a link straight to them on the first screen. Beside them on a wide one, it is not drawn. */}
      <p className={styles.jump}>
        <a href="#group-topics">{t('jumpToTopics')}</a>
      </p>
      <div className={styles.layout}>
        <SafeHtml className={styles.description} html={group.descriptionHtml} />
        <aside className={styles.side}>
          <StandingPanel group={group} viewer={viewer} />
          <GroupLeaders groupId={group.id} />
        </aside>
        <div className={styles.main}>
          <GroupStatus posted={posted} />
          <GroupTopics groupId={group.id} />
          {(inGroup || (expired && hadForm)) && (
            <NewTopicSlot
              key={owner}
              group={group}
              onPosted={(nid) => (setPosted(nid), topicPosted())}
              onMaybePosted={topicPosted}
              hidden={!inGroup}
            />
          )}
        </div>
      </div>
    </article>
  );
}
