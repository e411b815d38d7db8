import { useState } from 'react';
import type { SendProposal } from '@/application/proposals/send-proposal';
import type { SendFailure } from '@/application/proposals/sync-status';
import type { ProposalKind } from '@/domain/proposals/proposal-kind';
import type { ProposalIssue } from '@/domain/proposals/validate-proposal';
import type { EventSettings } from '@/domain/proposals/event-settings';
import { shownText } from '@/domain/proposals/event-settings';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { SafeHtml } from '../shared/safe-html';
import { useMessages } from '../i18n/use-messages';
import { proposalsMessages } from './proposals-messages';
import { sendFailureMessage } from './send-failure-message';
import styles from './send-section.module.css';

interface SendSectionProps {
  sendProposal: SendProposal;
  kind: ProposalKind;
  settings: EventSettings;
  sending: boolean;
  sendFailure: SendFailure | null;
  onIssues(issues: readonly ProposalIssue[]): void;
}

/** The event's submit text, Send, a plain confirmation that the kind is locked afterwards, and failures. */
export function SendSection({
  sendProposal,
  kind,
  settings,
  sending,
  sendFailure,
  onIssues,
}: SendSectionProps) {
  const [confirming, setConfirming] = useState(false);
  const t = useMessages(proposalsMessages);

  const send = async () => {
    setConfirming(false);
    const outcome = await sendProposal.execute();
    onIssues(!outcome.ok && outcome.error.kind === 'fix' ? outcome.error.issues : []);
  };

  return (
    <section className={styles.send} aria-labelledby="send-title">
      <h2 id="send-title">{t('send.heading', { kind })}</h2>
      <SafeHtml html={shownText(settings.submitText)} className={styles.eventText} />
      {sendFailure && (
        <div role="alert" className={styles.failure}>
          <p>{sendFailureMessage(sendFailure, t)}</p>
          {sendFailure.kind === 'refused' && (
            <SafeHtml html={shownText(settings.errorText)} className={styles.eventText} />
          )}
        </div>
      )}
      <button type="button" className={styles.primary} disabled={sending} onClick={() => setConfirming(true)}>
        {sending ? t('send.sending') : sendFailure ? t('send.tryAgain') : t('send.button', { kind })}
      </button>
      {confirming && (
        <ConfirmDialog
          title={t('send.confirmTitle', { kind })}
          onCancel={() => setConfirming(false)}
          actions={
            <>
              <button type="button" className={styles.primary} onClick={() => void send()}>
                {t('send.now')}
              </button>
              <button type="button" className={styles.secondary} onClick={() => setConfirming(false)}>
                {t('send.keepEditing')}
              </button>
            </>
          }
        >
          <p>{t('send.confirmText', { kind })}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
