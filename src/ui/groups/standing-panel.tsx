import { Link } from 'react-router-dom';
import type { GroupDetails } from '@/domain/groups/group';
import { isInGroup, standingOf, type GroupStanding } from '@/domain/groups/group-standing';
import type { Viewer } from '@/domain/session/viewer';
import { StandingActionsSlot } from './standing-actions-slot';
import { type GroupsKey, useGroupsMessages } from './groups-messages';
import { richMessage } from './rich-message';
import { LoginLink } from './route-ids';
import feature from './groups-feature.module.css';
import styles from './standing-panel.module.css';

const STANDING: Record<GroupStanding['kind'], GroupsKey> = {
  leader: 'standingLeader',
  participant: 'standingMember',
  listed: 'standingMember',
  outsider: 'standingOutsider',
};

interface StandingPanelProps {
  group: GroupDetails;
  viewer: Viewer;
}

/** The viewer's standing in the group and what they can do about it: join, leave, log in or become a member. */
export function StandingPanel({ group, viewer }: StandingPanelProps) {
  const membership = standingOf(group.members, viewer.userId);
  const t = useGroupsMessages();
  return (
    <section className={feature.panel} aria-labelledby="group-membership">
      <h2 id="group-membership" className={feature.panelTitle}>
        {t('membership')}
      </h2>
      {viewer.loggedIn && <p className={styles.standing}>{t(STANDING[membership.kind])}</p>}
      <WhatYouCanDo group={group} viewer={viewer} inGroup={isInGroup(membership)} />
    </section>
  );
}

function WhatYouCanDo({ group, viewer, inGroup }: StandingPanelProps & { inGroup: boolean }) {
  const t = useGroupsMessages();
  if (!viewer.loggedIn)
    return <p>{richMessage(t, 'logInToJoin', { login: <LoginLink>{t('logIn')}</LoginLink> })}</p>;
  // Joining is for members of the association; anyone already in the group may still leave it.
  if (!inGroup && !viewer.member)
    return (
      <p>
        {t('openToMembers')} <Link to="/join">{t('becomeMember')}</Link>
      </p>
    );
  return <StandingActionsSlot group={group} change={inGroup ? 'leave' : 'join'} />;
}
