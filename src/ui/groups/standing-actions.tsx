import { useState } from 'react';
import type { GroupActionFailure } from '@/application/groups/group-action-failure';
import { type StandingChange, ChangeGroupStanding } from '@/application/groups/change-group-standing';
import type { GroupDetails } from '@/domain/groups/group';
import { useQueryCache } from '../shared/data/use-query';
import { useGroupService } from './use-group-service';
import { actionFailureMessage } from './action-failure-message';
import { GROUP_KEYS } from './group-queries';
import { type GroupsKey, useGroupsMessages } from './groups-messages';
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
  const membership = useGroupService(ChangeGroupStanding);
  const cache = useQueryCache();
  const t = useGroupsMessages();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<GroupActionFailure | null>(null);
  const [done, setDone] = useState<StandingChange | null>(null);

  const run = async () => {
    setPending(true);
    setFailure(null);
    setDone(null);
    const result = await membership.execute(group, change);
    setPending(false);
    if (!result.ok) return setFailure(result.error);
    setDone(change);
    // The group as the use case answered it shows at once; who leads it and the member's lists are read again.
    cache.set(GROUP_KEYS.group(group.id), result.value);
    cache.invalidate(GROUP_KEYS.leaders(group.id));
    cache.invalidate(GROUP_KEYS.lists);
  };

  return (
    <div className={feature.actions}>
      <button
        type="button"
        className={change === 'join' ? feature.primary : feature.secondary}
        onClick={() => void run()}
        disabled={pending}
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
