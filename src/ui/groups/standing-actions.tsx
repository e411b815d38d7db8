import { useState } from 'react';
import { useHydrated } from '../shared/use-hydrated';
import type { GroupActionFailure } from '@/application/groups/group-action-failure';
import type { StandingChange } from '@/application/groups/change-group-standing';
import type { GroupDetails } from '@/domain/groups/group';
import { actionFailureMessage } from './action-failure-message';
import { useChangeStanding } from './use-change-standing';
import type { GroupsKey } from './groups-messages';
import { useGroupMemberMessages } from './group-member-messages';
import feature from './groups-feature.module.css';

const LABELS: Record<StandingChange, { idle: GroupsKey; pending: GroupsKey; done: GroupsKey }> = {
  join: { idle: 'joinGroup', pending: 'joining', done: 'joined' },
  leave: { idle: 'leaveGroup', pending: 'leaving', done: 'left' },
};

interface StandingActionsProps {
  group: GroupDetails;
  /** What the button offers: joining to outsiders, leaving to members. */
  change: StandingChange;
}

/**
 * Join or Leave. One button whose label follows the state, so keyboard focus stays on it when joining
 * turns it into Leave; the outcome is announced, a failure says why and offers to try again.
 */
export function StandingActions({ group, change }: StandingActionsProps) {
  const changeStanding = useChangeStanding();
  const t = useGroupMemberMessages();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<GroupActionFailure | null>(null);
  const [done, setDone] = useState<StandingChange | null>(null);
  // Drawn by the server for a member: a click before the code has taken the page over would do nothing.
  const hydrated = useHydrated();

  const run = async () => {
    setPending(true);
    setFailure(null);
    setDone(null);
    const result = await changeStanding(group, change);
    setPending(false);
    if (!result.ok) return setFailure(result.error);
    setDone(change);
  };

  return (
    <div className={feature.actions}>
      <button
        type="button"
        className={change === 'join' ? feature.primary : feature.secondary}
        onClick={() => void run()}
        disabled={pending || !hydrated}
      >
        {t(pending ? LABELS[change].pending : LABELS[change].idle)}
      </button>
      <p role="status" className={feature.notice}>
        {done && t(LABELS[done].done, { group: group.title })}
      </p>
      {failure && (
        <div role="alert" className={feature.failure}>
          <p>{actionFailureMessage(failure, t)}</p>
          <button type="button" className={feature.secondary} onClick={() => void run()} disabled={pending}>
            {t('tryAgain')}
          </button>
        </div>
      )}
    </div>
  );
}
