import { lazy, Suspense } from 'react';
import type { StandingChange } from '@/application/groups/change-group-standing';
import type { GroupDetails } from '@/domain/groups/group';
import { useGroupsMessages } from './groups-messages';
import feature from './groups-feature.module.css';

// Only a logged-in member is offered Join or Leave: its code and its use case stay out of a visitor's first load.
const StandingActions = lazy(() =>
  import('./standing-actions').then((module) => ({ default: module.StandingActions })),
);

interface StandingActionsSlotProps {
  group: GroupDetails;
  change: StandingChange;
}

/** Join or Leave; until its code has come, the same button, disabled, holds its place (nothing moves). */
export function StandingActionsSlot({ group, change }: StandingActionsSlotProps) {
  const t = useGroupsMessages();
  const waiting = (
    <div className={feature.actions}>
      <button type="button" className={change === 'join' ? feature.primary : feature.secondary} disabled>
        {t(change === 'join' ? 'joinGroup' : 'leaveGroup')}
      </button>
      <p className={feature.notice} />
    </div>
  );
  return (
    <Suspense fallback={waiting}>
      <StandingActions group={group} change={change} />
    </Suspense>
  );
}
