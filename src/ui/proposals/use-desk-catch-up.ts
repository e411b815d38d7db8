import { useEffect, useRef } from 'react';
import type { ProposalDesk } from '@/application/proposals/proposal-desk-loader';
import type { EventSettings } from '@/domain/proposals/event-settings';
import { useQueryCache } from '../shared/data/use-query';
import { usePageVisible } from '../shared/use-page-visible';
import { CALL_SETTINGS_KEY } from './use-call-settings';

/**
 * A tab shown again (a laptop's tab left open for a day, a phone's page woken) is brought up to date before
 * its member types on: the call read again, each kind saved or read afresh (CatchUpProposals).
 */
export function useCaughtUpWhenShown(desk: ProposalDesk): void {
  const visible = usePageVisible();
  const wasHidden = useRef(false);
  useEffect(() => {
    if (!visible) wasHidden.current = true;
    else if (wasHidden.current) {
      wasHidden.current = false;
      void desk.catchUp.execute();
    }
  }, [visible, desk]);
}

/** The call as the desk read it last, for the page around the form too ("Submissions are closed."). */
export function useCallShownAsRead(settings: EventSettings): void {
  const cache = useQueryCache();
  useEffect(() => {
    const shown = cache.peek<EventSettings>(CALL_SETTINGS_KEY);
    if (shown?.hasData && shown.data !== settings) cache.set(CALL_SETTINGS_KEY, settings);
  }, [cache, settings]);
}
