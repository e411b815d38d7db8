import { useEffect, useState } from 'react';
import type { ProposalDesk } from '@/application/proposals/proposal-desk';
import { TOKENS } from '@/application/tokens';
import { useService } from '../app/services';
import { withTimeout } from '../app/lazy-route';

/**
 * The proposal desk, null while its code loads the first time. A part that fails to load, or takes longer
 * than the spec's limit, reaches the nearest error boundary, which offers a reload.
 */
export function useProposalDesk(): ProposalDesk | null {
  const loader = useService(TOKENS.ProposalDeskLoader);
  const [desk, setDesk] = useState(() => loader.current());
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (!desk) withTimeout(loader.load()).then(setDesk, setFailure);
  }, [loader, desk]);
  if (failure) throw failure;
  return desk;
}
