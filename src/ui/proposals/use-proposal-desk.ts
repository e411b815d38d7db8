import { use } from 'react';
import { type ProposalDesk, ProposalDeskLoader } from '@/application/proposals/proposal-desk-loader';
import type { EventSettings } from '@/domain/proposals/event-settings';
import { RemoteSystemError } from '@/application/remote-system-error';
import { useService } from '../app/services';
import { withTimeout } from '../app/lazy-part';
import { markSettled, tracked } from '../shared/data/tracked-promise';
import { useQuery } from '../shared/data/use-query';
import { useViewer } from '../shared/use-viewer';

/**
 * One wait per loader (React's `use` needs the same promise on every render), under the two-minute limit for a
 * part's code.
 */
const arriving = new WeakMap<ProposalDeskLoader, Promise<ProposalDesk>>();

/**
 * The proposal desk; the nearest Suspense boundary waits while its code loads the first time. A part that fails to
 * load, or takes longer than the two-minute limit for a part's code (docs/behaviour.md, 'Page furniture'), reaches
 * the nearest error boundary (a reload).
 */
export function useProposalDesk(): ProposalDesk {
  const loader = useService(ProposalDeskLoader);
  let loading = arriving.get(loader);
  if (!loading) {
    const loaded = loader.current();
    loading = tracked(loaded ? Promise.resolve(loaded) : withTimeout(loader.load()));
    if (loaded) markSettled(loading, { value: loaded });
    arriving.set(loader, loading);
  }
  return use(loading);
}

/**
 * Opens the viewer's proposals through the query cache, inside a QueryBoundary: its loading state (Cancel
 * and Try again once slow), the cancelled state and a failed open with Try again are the shared ones. The
 * open is let go when the view goes or on Cancel (the desk is then closed, not failed). It opens with the call's
 * `settings` where the page read them already (else the desk reads them).
 */
export function useDeskOpened(desk: ProposalDesk, settings?: EventSettings): void {
  const { userId } = useViewer();
  useQuery(['proposals', 'desk', userId], (signal) => openDesk(desk, signal, settings));
}

async function openDesk(desk: ProposalDesk, signal: AbortSignal, settings?: EventSettings): Promise<true> {
  await desk.open.execute(signal, settings);
  if (signal.aborted) throw new RemoteSystemError('proposals', null, { reason: 'cancelled' });
  const state = desk.store.snapshot();
  if (state.phase === 'failed') throw state.error;
  // Not let go, yet closed: no one is logged in (the session ended while it opened). Said as the proposal system
  // would refuse it, so the panel says the session ended (refusedBySessionEnd) rather than loading for ever.
  if (state.phase === 'closed') throw new RemoteSystemError('proposals', 401);
  return true;
}
