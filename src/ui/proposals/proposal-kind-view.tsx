import { useState } from 'react';
import type { ProposalDraft } from '@/application/proposals/proposal-draft';
import { shownText, type EventSettings } from '@/domain/proposals/event-settings';
import type { ProposalIssue } from '@/domain/proposals/validate-proposal';
import { useObservable } from '../app/services';
import { useMessages } from '../i18n/use-messages';
import { SafeHtml } from '../shared/safe-html';
import { useLocalSchema } from './local-schema';
import { ProposalFieldsForm } from './proposal-fields-form';
import { proposalsMessages } from './proposals-messages';
import { ProposalConflictPanel } from './proposal-conflict-panel';
import { RestoreOfferPanel } from './restore-offer-panel';
import { sendFailureMessage } from './send-failure-message';
import { SendSection } from './send-section';
import { useSentNoticeFocus } from './sent-notice-focus';
import { SyncStatusLine } from './sync-status-line';
import { UnsentWordsPanel } from './unsent-words-panel';
import { useMomentFormat } from './use-moment-format';
import styles from './proposal-kind-view.module.css';

/**
 * One kind's form (its intro is the page's, proposal-page.tsx): the fields, where the edits stand, and Send. Sent or with the call
 * closed, the form is read-only but stays selectable, so nothing written is ever out of reach.
 */
export function ProposalKindView({ draft, settings }: { draft: ProposalDraft; settings: EventSettings }) {
  const view = useObservable(draft.store);
  const { kind } = draft.store;
  const [issues, setIssues] = useState<readonly ProposalIssue[]>([]);
  const t = useMessages(proposalsMessages);
  const formatMoment = useMomentFormat();
  const schema = useLocalSchema(kind);
  // While a restore offer or a conflict waits, typing would overwrite a version on offer: the member chooses first.
  const choosing = view.restore !== null || view.conflict !== null;
  const readOnly = view.sent || !settings.open || view.sending || choosing;
  const sentNotice = useSentNoticeFocus(view.sending, view.sent);

  return (
    <div className={styles.kind}>
      {view.sent && (
        <div ref={sentNotice} tabIndex={-1} className={styles.sent}>
          <p className={styles.sentAt}>
            {view.updated ? t('sentAt', formatMoment(view.updated)) : t('sentNoTime')}
          </p>
          <SafeHtml html={shownText(settings.completedText)} className={styles.eventText} />
        </div>
      )}
      {view.unsent && (
        <UnsentWordsPanel
          schema={schema}
          unsent={view.unsent}
          sent={view.values}
          onForget={() => draft.store.forgetUnsent()}
        />
      )}
      {!settings.open && !view.sent && <p className={styles.notice}>{t('callClosed')}</p>}
      {!settings.open && view.sendFailure && (
        <p role="alert" className={styles.failure}>
          {sendFailureMessage(view.sendFailure, t)}
        </p>
      )}
      {view.conflict && (
        <ProposalConflictPanel
          // A newer version met later is a conflict of its own, its choices drawn afresh.
          key={view.conflict.theirsUpdated}
          schema={schema}
          conflict={view.conflict}
          onChoose={(choice) => draft.autosave.chooseInConflict(choice)}
        />
      )}
      {view.restore && (
        <RestoreOfferPanel
          schema={schema}
          offer={view.restore}
          onChoose={(choice) => draft.autosave.chooseRestore(choice)}
        />
      )}
      {view.problems.length > 0 && <p className={styles.notice}>{t('otherFormVersion')}</p>}
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
          {t('issuesAlert', { count: issues.length })}
        </p>
      )}
      {!view.sent && settings.open && (
        <SendSection
          sendProposal={draft.send}
          kind={kind}
          settings={settings}
          sending={view.sending}
          sendFailure={view.sendFailure}
          onIssues={setIssues}
        />
      )}
    </div>
  );
}
