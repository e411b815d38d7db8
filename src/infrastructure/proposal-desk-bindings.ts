import type { Container } from 'inversify';
import { AppConfig } from '@/application/config/app-config';
import { CatchUpProposals } from '@/application/proposals/catch-up-proposals';
import { DraftPresence } from '@/application/proposals/draft-presence';
import type { ProposalDesk } from '@/application/proposals/proposal-desk-loader';
import { OpenProposals } from '@/application/proposals/open-proposals';
import { ProposalDeskStore } from '@/application/proposals/proposal-desk-store';
import { ResumeProposalSaves } from '@/application/proposals/resume-proposal-saves';
import { binderOf } from './binder';
import { BroadcastDraftPresence } from './browser/broadcast-draft-presence';

/**
 * The proposal desk's part of the composition root: its store, the use case that fills it and the saves it
 * resumes after a login. The browser loads it with the first screen that shows the desk (ProposalDeskLoader);
 * through the binder, so an override given to `createContainer` reaches these classes too.
 */
export function bindProposalDesk(container: Container): void {
  if (container.isBound(ProposalDeskStore)) return;
  const { bindSelf, bindValue } = binderOf(container);
  // Here rather than in the container: only the desk asks whether another tab holds the same drafts, and a
  // visitor's first load carries none of it.
  bindValue(
    DraftPresence,
    () => new BroadcastDraftPresence(`${container.get(AppConfig).appName}.proposal-drafts`),
  );
  bindSelf(ProposalDeskStore);
  bindSelf(CatchUpProposals);
  bindSelf(ResumeProposalSaves);
  bindSelf(OpenProposals);
}

/** The desk itself, bound first if it is not yet. */
export function proposalDeskOf(container: Container): ProposalDesk {
  bindProposalDesk(container);
  return {
    store: container.get(ProposalDeskStore),
    open: container.get(OpenProposals),
    catchUp: container.get(CatchUpProposals),
  };
}
