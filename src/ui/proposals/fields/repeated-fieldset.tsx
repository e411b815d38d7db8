import type { ReactNode } from 'react';
import type { GroupField, ListField } from '@/domain/proposals/proposal-fields';
import { useMessages } from '../../i18n/use-messages';
import { proposalsMessages } from '../proposals-messages';
import styles from './repeated-fieldset.module.css';
import { joinIds } from './field-env';
import { Hint, Issues, LabelText } from './field-messages';
import { fieldWord } from './field-words';

interface RepeatedFieldsetProps {
  field: ListField | GroupField;
  hintId: string | undefined;
  issueId: string | undefined;
  issues: readonly string[];
  /** Shown while another entry fits: adds one. */
  onAdd: (() => void) | null;
  children: ReactNode;
}

/** The frame a list and a group share: legend, hint, issues about the count, the entries, Add. */
export function RepeatedFieldset({ field, hintId, issueId, issues, onAdd, children }: RepeatedFieldsetProps) {
  const t = useMessages(proposalsMessages);
  return (
    <fieldset className={styles.fieldset} aria-describedby={joinIds(hintId, issueId)}>
      <legend className={styles.legend}>
        <LabelText label={field.label} required={field.min > 0} />
      </legend>
      <div className={issueId ? styles.invalidStack : styles.stack}>
        <Hint id={hintId} text={field.hint} />
        <Issues id={issueId} messages={issues} />
        {children}
        {onAdd && (
          <button type="button" className={styles.add} onClick={onAdd}>
            {fieldWord(t, `add.${field.name}`)}
          </button>
        )}
      </div>
    </fieldset>
  );
}
