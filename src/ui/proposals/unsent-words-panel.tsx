import { useId, useState } from 'react';
import { differingFields } from '@/domain/proposals/differing-fields';
import type { ProposalSchema, ProposalValues } from '@/domain/proposals/proposal-fields';
import { useMessages } from '../i18n/use-messages';
import { proposalsMessages } from './proposals-messages';
import { plainText } from './version-text';
import feature from './proposals-feature.module.css';
import styles from './proposal-conflict-panel.module.css';

interface UnsentWordsPanelProps {
  schema: ProposalSchema;
  /** What was typed here and never sent. */
  unsent: ProposalValues;
  /** What was sent from elsewhere. */
  sent: ProposalValues;
  onForget(): void;
}

/**
 * Words typed here after the kind was sent from another tab or device (issue 73): the send did not carry
 * them, and they are never deleted with the draft. The fields where they differ from what was sent are shown
 * to read, select and copy; "Copy them" puts them on the clipboard, "Forget them" lets them go.
 */
export function UnsentWordsPanel({ schema, unsent, sent, onForget }: UnsentWordsPanelProps) {
  const t = useMessages(proposalsMessages);
  const title = useId();
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const fields = differingFields(schema, unsent, sent);
  const copy = async () => {
    const text = fields.map((field) => `${field.label}\n${plainText(unsent[field.name])}`).join('\n\n');
    try {
      await navigator.clipboard.writeText(text);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section className={styles.conflict} aria-labelledby={title}>
      <h2 id={title}>{t('unsent.title')}</h2>
      <p>{t('unsent.text')}</p>
      <dl>
        {fields.map((field) => (
          <div key={field.name} className={styles.field}>
            <dt>{field.label}</dt>
            <dd className={styles.version}>{plainText(unsent[field.name])}</dd>
          </div>
        ))}
      </dl>
      <div className={feature.actions}>
        <button type="button" className={feature.primary} onClick={() => void copy()}>
          {t('unsent.copy')}
        </button>
        <button type="button" className={feature.secondary} onClick={onForget}>
          {t('unsent.forget')}
        </button>
      </div>
      <p role="status">{copied && t(copied === 'copied' ? 'unsent.copied' : 'unsent.copyFailed')}</p>
    </section>
  );
}
