import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { GroupDetails as Group } from '@/domain/groups/group';
import { isInGroup, standingOf } from '@/domain/groups/group-standing';
import { useDateFormat } from '../shared/use-date-format';
import { useSessionState } from '../shared/use-session-state';
import { useViewer } from '../shared/use-viewer';
import { SafeHtml } from '../shared/safe-html';
import { DrupalActions } from './drupal-actions';
import { GroupLeaders } from './group-leaders';
import { GroupTopics } from './group-topics';
import { StandingPanel } from './standing-panel';
import { NewTopicSlot } from './new-topic-slot';
import feature from './groups-feature.module.css';
import styles from './group-details.module.css';

interface GroupDetailsProps {
  group: Group;
  /** The group as it is after joining or leaving. */
  onChanged(group: Group): void;
}

/** A working group: what it is about, its topics, who leads it, and the viewer's place in it. */
export function GroupDetails({ group, onChanged }: GroupDetailsProps) {
  const viewer = useViewer();
  const { formatDate } = useDateFormat();
  const [membershipVersion, setMembershipVersion] = useState(0);
  const [posted, setPosted] = useState<number | null>(null);
  // Reloads the topics after a post, and after a send that may have posted one (so the member can look).
  const [topicsVersion, setTopicsVersion] = useState(0);
  const reloadTopics = () => setTopicsVersion((n) => n + 1);
  const { expired } = useSessionState();
  const inGroup = viewer.loggedIn && isInGroup(standingOf(group.members, viewer.userId));
  // Shown once to a member, the form stays through an expired session (hidden), so nothing typed is lost.
  const [hadForm, setHadForm] = useState(false);
  if (inGroup && !hadForm) setHadForm(true);
  if (!inGroup && hadForm && !expired) setHadForm(false);
  const changed = (next: Group) => (setMembershipVersion((n) => n + 1), onChanged(next));
  const members = group.members.length;

  return (
    <article className={feature.page}>
      <header className={feature.head}>
        <p className={feature.kicker}>
          <Link to="/group">Working groups</Link>
        </p>
        <div className={feature.titleRow}>
          <h1 className={feature.title}>{group.title}</h1>
          <DrupalActions
            actions={[
              { label: 'Edit group', path: `group/${group.id}/edit`, icon: 'edit' },
              {
                label: 'Create topic in the content system',
                path: `group/${group.id}/content/create/group_node:group_topic`,
                icon: 'create',
              },
              { label: 'Delete group', path: `group/${group.id}/delete`, icon: 'delete' },
            ]}
          />
        </div>
        <p className={feature.byline}>
          Since <time dateTime={group.created}>{formatDate(group.created)}</time> ·{' '}
          {members === 1 ? '1 member' : `${members} members`}
        </p>
      </header>
      <div className={styles.layout}>
        <SafeHtml className={styles.description} html={group.descriptionHtml} />
        <aside className={styles.side}>
          <StandingPanel group={group} viewer={viewer} onChanged={changed} />
          <GroupLeaders groupId={group.id} version={membershipVersion} />
        </aside>
        <div className={styles.main}>
          <p role="status" className={feature.notice}>
            {posted !== null && (
              <>
                Your topic was posted. <Link to={`/group_topics/single/${posted}`}>Open it</Link>
              </>
            )}
          </p>
          <GroupTopics groupId={group.id} version={topicsVersion} />
          {(inGroup || (expired && hadForm)) && (
            <NewTopicSlot
              group={group}
              onPosted={(nid) => (setPosted(nid), reloadTopics())}
              onMaybePosted={reloadTopics}
              hidden={!inGroup}
            />
          )}
        </div>
      </div>
    </article>
  );
}
