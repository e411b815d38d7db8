import { useId } from 'react';
import type { ProposalConflict } from '@/application/proposals/draft-view';
import { differingFields } from '@/domain/proposals/differing-fields';
import type { ProposalSchema } from '@/domain/proposals/proposal-fields';
import { useMessages } from '../i18n/use-messages';
import { proposalsMessages } from './proposals-messages';
import { useMomentFormat } from './use-moment-format';
import { plainText } from './version-text';
import feature from './proposals-feature.module.css';
import styles from './proposal-conflict-panel.module.css';

interface ProposalConflictPanelProps {
  schema: ProposalSchema;
  conflict: ProposalConflict;
  onChoose(choice: 'mine' | 'newer'): void;
}

/**
 * Newer words saved in another tab or on another device met this tab's unsaved ones (issue 73): neither is
 * dropped; the fields where they differ show both texts, and the member keeps one, as the comment conflict
 * does. The form waits, read-only, until then.
 */
export function ProposalConflictPanel({ schema, conflict, onChoose }: ProposalConflictPanelProps) {
  const t = useMessages(proposalsMessages);
  const formatMoment = useMomentFormat();
  const title = useId();
  const theirs = t('conflict.theirs', formatMoment(conflict.theirsUpdated));
  return (
    <section className={styles.conflict} aria-labelledby={title}>
      <h2 id={title}>{t('conflict.title')}</h2>
      <p>{t('conflict.text')}</p>
      {differingFields(schema, conflict.mine, conflict.theirs).map((field) => (
        <div key={field.name} className={styles.field}>
          <h3>{field.label}</h3>
          <dl className={styles.versions}>
            <div className={styles.version}>
              <dt>{t('conflict.mine')}</dt>
              <dd>{plainText(conflict.mine[field.name]) || '—'}</dd>
            </div>
            <div className={styles.version}>
              <dt>{theirs}</dt>
              <dd>{plainText(conflict.theirs[field.name]) || '—'}</dd>
            </div>
          </dl>
        </div>
      ))}
      <div className={feature.actions}>
        <button type="button" className={feature.primary} onClick={() => onChoose('mine')}>
          {t('conflict.keepMine')}
        </button>
        <button type="button" className={feature.secondary} onClick={() => onChoose('newer')}>
          {t('conflict.keepTheirs')}
        </button>
      </div>
    </section>
  );
}
