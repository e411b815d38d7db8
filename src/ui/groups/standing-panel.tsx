import { Link } from 'react-router-dom';
import type { GroupDetails } from '@/domain/groups/group';
import { isInGroup, standingOf, type GroupStanding } from '@/domain/groups/group-standing';
import type { Viewer } from '@/domain/session/viewer';
import { StandingActions } from './standing-actions';
import { LoginLink } from './route-ids';
import feature from './groups-feature.module.css';
import styles from './standing-panel.module.css';

const STANDING: Record<GroupStanding['kind'], string> = {
  leader: 'You lead this group.',
  participant: 'You are a member of this group.',
  listed: 'You are a member of this group.',
  outsider: 'You are not in this group.',
};

interface StandingPanelProps {
  group: GroupDetails;
  viewer: Viewer;
}

/** The viewer's standing in the group and what they can do about it: join, leave, log in or become a member. */
export function StandingPanel({ group, viewer }: StandingPanelProps) {
  const membership = standingOf(group.members, viewer.userId);
  return (
    <section className={feature.panel} aria-labelledby="group-membership">
      <h2 id="group-membership" className={feature.panelTitle}>
        Membership
      </h2>
      {viewer.loggedIn && <p className={styles.standing}>{STANDING[membership.kind]}</p>}
      <WhatYouCanDo group={group} viewer={viewer} inGroup={isInGroup(membership)} />
    </section>
  );
}

function WhatYouCanDo({ group, viewer, inGroup }: StandingPanelProps & { inGroup: boolean }) {
  if (!viewer.loggedIn)
    return (
      <p>
        <LoginLink>Log in</LoginLink> to join this group.
      </p>
    );
  // Joining is for members of the association; anyone already in the group may still leave it.
  if (!inGroup && !viewer.member)
    return (
      <p>
        Working groups are open to members. <Link to="/join">Become a member</Link>
      </p>
    );
  return <StandingActions group={group} change={inGroup ? 'leave' : 'join'} />;
}
