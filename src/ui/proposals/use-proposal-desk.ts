import { useEffect, useState } from 'react';
import { type ProposalDesk, ProposalDeskLoader } from '@/application/proposals/proposal-desk-loader';
import type { DeskState } from '@/application/proposals/proposal-desk-store';
import { useService } from '../app/services';
import { withTimeout } from '../app/lazy-route';
import type { Pending } from '../shared/pending-state';
import { useLoadRequest } from '../shared/use-load-request';

/**
 * The proposal desk, null while its code loads the first time. A part that fails to load, or takes longer
 * than the spec's limit, reaches the nearest error boundary, which offers a reload.
 */
export function useProposalDesk(): ProposalDesk | null {
  const loader = useService(ProposalDeskLoader);
  const [desk, setDesk] = useState(() => loader.current());
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (!desk) withTimeout(loader.load()).then(setDesk, setFailure);
  }, [loader, desk]);
  if (failure) throw failure;
  return desk;
}

/**
 * Opens the desk while the view that asks is there, as every screen's load (use-async.ts): the open is let
 * go when the view goes, its dependencies change or the reader chooses Cancel (the desk is then closed, not
 * failed), and Try again opens it afresh. Answers the wait as the shared PendingState shows it.
 */
export function useDeskOpening(desk: ProposalDesk, state: DeskState, deps: readonly unknown[]): Pending {
  const { key, cancelled, retry, cancel } = useLoadRequest([desk, ...deps]);
  useEffect(() => {
    if (cancelled) return;
    const controller = new AbortController();
    void desk.open.execute(controller.signal);
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names the desk, the deps and the attempt
  }, [...key, cancelled]);
  const failed = state.phase === 'failed' ? new Error(state.message) : undefined;
  const status = cancelled ? 'cancelled' : failed ? 'error' : 'loading';
  return { status, error: failed, retry, cancel };
}
