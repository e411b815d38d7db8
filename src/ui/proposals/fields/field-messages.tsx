import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { proposalsMessages } from '../proposals-messages';
import styles from './field-messages.module.css';

/** A label's or legend's text, with the visible mark of a field that must be filled (read out as "required"). */
export function LabelText({ label, required }: { label: ReactNode; required: boolean }) {
  const t = useMessages(proposalsMessages);
  return (
    <>
      {label}
      {required && (
        <span className={styles.required} aria-hidden="true">
          {t('field.required')}
        </span>
      )}
    </>
  );
}

/** The schema's hint under a label; the control names `id` in its aria-describedby. */
export function Hint({ id, text }: { id: string | undefined; text: string | undefined }) {
  if (!id || !text) return null;
  return (
    <p id={id} className={styles.hint}>
      {text}
    </p>
  );
}

/** What to fix in one field, from validateProposal; the control names `id` in its aria-describedby. */
export function Issues({ id, messages }: { id: string | undefined; messages: readonly string[] }) {
  if (!id || messages.length === 0) return null;
  return (
    <div id={id} className={styles.issues}>
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
