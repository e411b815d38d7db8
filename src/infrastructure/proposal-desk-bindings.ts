import type { Container } from 'inversify';
import type { ProposalDesk } from '@/application/proposals/proposal-desk-loader';
import { OpenProposals } from '@/application/proposals/open-proposals';
import { ProposalDeskStore } from '@/application/proposals/proposal-desk-store';
import { ResumeProposalSaves } from '@/application/proposals/resume-proposal-saves';
import { binderOf } from './binder';

/**
 * The proposal desk's part of the composition root: its store, the use case that fills it and the saves it
 * resumes after a login. The browser loads it with the first screen that shows the desk (ProposalDeskLoader);
 * through the binder, so an override given to `createContainer` reaches these classes too.
 */
export function bindProposalDesk(container: Container): void {
  if (container.isBound(ProposalDeskStore)) return;
  const { bindSelf } = binderOf(container);
  bindSelf(ProposalDeskStore);
  bindSelf(ResumeProposalSaves);
  bindSelf(OpenProposals);
}

/** The desk itself, bound first if it is not yet. */
export function proposalDeskOf(container: Container): ProposalDesk {
  bindProposalDesk(container);
  return { store: container.get(ProposalDeskStore), open: container.get(OpenProposals) };
}
