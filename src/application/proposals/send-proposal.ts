import type { ProposalValues } from '@/domain/proposals/proposal-fields';
import { decideSend } from '@/domain/proposals/proposal-lifecycle';
import type { ProposalIssue } from '@/domain/proposals/validate-proposal';
import { fail, ok, type Result } from '@/domain/shared/result';
import { failureOf, recordOf, takeSentElsewhere, type DraftContext } from './draft-context';
import { now } from './now';
import { isAlreadySent, NewerProposalSaved } from './proposal-gateway';
import type { ProposalDraftStore } from './proposal-draft-store';
import type { SendFailure } from './sync-status';

export type SendOutcome = Result<void, { kind: 'fix'; issues: readonly ProposalIssue[] } | SendFailure>;

/**
 * Sends one kind's form once it passes its checks, and locks the kind for good (docs/behaviour.md, Saving and sending). The send
 * waits 100 ms, or 2 s while edits still wait for their save, so it carries the last edit. A kind already
 * sent (here, or in another tab: a 409) is locked with what the proposal system holds.
 */
export class SendProposal {
  constructor(
    private readonly draft: ProposalDraftStore,
    private readonly context: DraftContext,
    /** Words joined from this tab's and newer ones saved elsewhere, to be saved (the kind's autosave). */
    private readonly saveJoined: (values: ProposalValues) => void = () => undefined,
  ) {}

  /**
   * What stands in the way of a send, without sending: Send checks first and asks its question only of a
   * form that would go. The same decision `execute` takes again, so no send ever goes out unchecked.
   */
  check(): readonly ProposalIssue[] {
    const decision = this.decide();
    return decision.action === 'fix' ? decision.issues : [];
  }

  execute(): Promise<SendOutcome> {
    return this.attempt(true);
  }

  /** `again`: whether a refusal for a version with these very words may send once more from that version. */
  private async attempt(again: boolean): Promise<SendOutcome> {
    const decision = this.decide();
    if (decision.action === 'ignore') return ok(undefined);
    if (decision.action === 'fix') return fail({ kind: 'fix', issues: decision.issues });
    this.draft.update({ sending: true, sendFailure: null });
    await new Promise((resume) => setTimeout(resume, decision.delayMs));
    const formJson = this.draft.formJson(this.draft.snapshot().values);
    const { gateway, userEmail } = this.context;
    try {
      await gateway.send({
        ...recordOf(this.context, this.draft.kind, formJson, this.draft.lifecycle.updated),
        userEmail,
      });
      this.draft.lockAsSent(now());
      return ok(undefined);
    } catch (error) {
      if (isAlreadySent(error)) {
        await takeSentElsewhere(this.draft, this.context);
        return ok(undefined);
      }
      // Written from an older version: nothing went. A newer version with these very words (this tab's own save,
      // landed while the send waited) is sent once more; newer words merged in are shown to the member, who sends
      // again; a conflict is chosen first, then sent.
      if (error instanceof NewerProposalSaved) {
        const met = this.draft.meetNewer(error.newer, 'send');
        if (met.outcome === 'same' && again) return this.attempt(false);
        if (met.outcome === 'merged') this.saveJoined(met.values);
        return this.notSent({ kind: met.outcome === 'asked' ? 'overtaken' : 'merged' });
      }
      return this.notSent(failureOf(error, this.context));
    }
  }

  private notSent(failure: SendFailure): SendOutcome {
    this.draft.update({ sending: false, sendFailure: failure });
    return fail(failure);
  }

  private decide() {
    return decideSend(this.draft.lifecycle, this.draft.snapshot().values);
  }
}
