import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
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

/**
 * The event's submit text, Send, a plain confirmation that the kind is locked afterwards, and failures. Send
 * checks first: a form with issues gets no question but its issues (`onIssues`, where the page moves the focus
 * to the first); a form that would go gets the question, opened on its safe choice, Keep editing. Closed
 * without sending, it gives the focus back to Send, as does a send that failed (then Try again).
 */
export function SendSection({
  sendProposal,
  kind,
  settings,
  sending,
  sendFailure,
  onIssues,
}: SendSectionProps) {
  const [confirming, setConfirming] = useState(false);
  const sendButton = useRef<HTMLButtonElement>(null);
  const keepEditing = useRef<HTMLButtonElement>(null);
  const t = useMessages(proposalsMessages);

  const checkThenAsk = () => {
    const issues = sendProposal.check();
    onIssues(issues);
    if (issues.length === 0) setConfirming(true);
  };
  // The dialog goes at once, so that Send, inert behind it until then, can take the focus.
  const backToSend = () => {
    flushSync(() => setConfirming(false));
    sendButton.current?.focus();
  };
  const send = async () => {
    setConfirming(false);
    const outcome = await sendProposal.execute();
    onIssues(!outcome.ok && outcome.error.kind === 'fix' ? outcome.error.issues : []);
    // The failure is drawn by now (the store's change renders at once), Send enabled again as Try again.
    if (!outcome.ok && outcome.error.kind !== 'fix') sendButton.current?.focus();
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
      <button
        type="button"
        ref={sendButton}
        className={styles.primary}
        disabled={sending}
        onClick={checkThenAsk}
      >
        {sending ? t('send.sending') : sendFailure ? t('send.tryAgain') : t('send.button', { kind })}
      </button>
      {confirming && (
        <ConfirmDialog
          title={t('send.confirmTitle', { kind })}
          onCancel={backToSend}
          initialFocus={keepEditing}
          actions={
            <>
              <button type="button" className={styles.primary} onClick={() => void send()}>
                {t('send.now')}
              </button>
              <button type="button" ref={keepEditing} className={styles.secondary} onClick={backToSend}>
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
