import { useState } from 'react';
import type { ProposalDraft } from '@/application/proposals/proposal-draft';
import { shownText, type EventSettings } from '@/domain/proposals/event-settings';
import { PROPOSAL_SCHEMAS } from '@/domain/proposals/proposal-schemas';
import type { ProposalIssue } from '@/domain/proposals/validate-proposal';
import { useObservable } from '../app/services';
import { SafeHtml } from '../shared/safe-html';
import { ProposalFieldsForm } from './proposal-fields-form';
import { RestoreOfferPanel } from './restore-offer-panel';
import { SendSection } from './send-section';
import { SyncStatusLine } from './sync-status-line';
import { useMomentFormat } from './use-moment-format';
import styles from './proposal-kind-view.module.css';

/**
 * One kind's form: the event's intro, the fields, where the edits stand, and Send. Sent or with the call
 * closed, the form is read-only but stays selectable, so nothing written is ever out of reach.
 */
export function ProposalKindView({ draft, settings }: { draft: ProposalDraft; settings: EventSettings }) {
  const view = useObservable(draft.store);
  const { kind } = draft.store;
  const [issues, setIssues] = useState<readonly ProposalIssue[]>([]);
  const formatMoment = useMomentFormat();
  const schema = PROPOSAL_SCHEMAS[kind];
  // While a restore offer waits, typing would overwrite the copy on offer: the member chooses first.
  const readOnly = view.sent || !settings.open || view.sending || view.restore !== null;

  return (
    <div className={styles.kind}>
      <SafeHtml html={shownText(settings.intros[kind])} className={styles.eventText} />
      {view.sent && (
        <div className={styles.sent}>
          <p className={styles.sentAt}>
            Sent{view.updated ? ` on ${formatMoment(view.updated)}` : ''}. This is what you sent; it can no
            longer be edited.
          </p>
          <SafeHtml html={shownText(settings.completedText)} className={styles.eventText} />
        </div>
      )}
      {!settings.open && !view.sent && (
        <p className={styles.notice}>
          The call for proposals is closed. Your draft stays here to read and copy.
        </p>
      )}
      {view.restore && (
        <RestoreOfferPanel
          schema={schema}
          offer={view.restore}
          onChoose={(choice) => draft.autosave.chooseRestore(choice)}
        />
      )}
      {view.problems.length > 0 && (
        <p className={styles.notice}>
          Parts of this form were saved by another version of the form and could not be shown. They are kept
          as they are.
        </p>
      )}
      {!view.sent && <SyncStatusLine sync={view.sync} />}
      <ProposalFieldsForm
        schema={schema}
        values={view.values}
        resetKey={view.resetKey}
        onChange={(values) => {
          setIssues([]);
          draft.autosave.edit(values);
        }}
        readOnly={readOnly}
        issues={issues}
      />
      {issues.length > 0 && (
        <p role="alert" className={styles.failure}>
          {issues.length === 1 ? 'One field needs' : `${issues.length} fields need`} your attention before
          sending.
        </p>
      )}
      {!view.sent && settings.open && (
        <SendSection
          sendProposal={draft.send}
          kindTitle={schema.title}
          settings={settings}
          sending={view.sending}
          sendFailure={view.sendFailure}
          onIssues={setIssues}
        />
      )}
    </div>
  );
}
