import type { ChangeEvent } from 'react';
import type { LongTextField, TextField } from '@/domain/proposals/proposal-fields';
import styles from './text-entry.module.css';
import { joinIds } from './field-env';
import { Hint, Issues, LabelText } from './field-messages';
import { WordCount } from './word-count';

interface TextEntryProps {
  field: TextField | LongTextField;
  /** The dotted path, used as the control's name: `title`, `papers.1.abstract`. */
  path: string;
  id: string;
  value: string;
  onChange(text: string): void;
  readOnly: boolean;
  issues: readonly string[];
  ref?: (element: HTMLElement | null) => void;
}

/**
 * One text field: label, hint, what to fix, the control, and for a long text its word count. `required` is
 * said with aria-required rather than the attribute, so that a parent <form> never blocks saving a draft.
 */
export function TextEntry({ field, path, id, value, onChange, readOnly, issues, ref }: TextEntryProps) {
  const hintId = field.hint ? `${id}-hint` : undefined;
  const issueId = issues.length > 0 ? `${id}-issues` : undefined;
  const countId = field.type === 'long-text' ? `${id}-count` : undefined;
  const control = {
    id,
    name: path,
    value,
    readOnly,
    ref,
    'aria-required': field.required || undefined,
    'aria-invalid': issueId ? true : undefined,
    'aria-describedby': joinIds(hintId, issueId, countId),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <div className={issueId ? styles.invalidField : styles.field}>
      <label htmlFor={id} className={styles.label}>
        <LabelText label={field.label} required={field.required} />
      </label>
      <Hint id={hintId} text={field.hint} />
      <Issues id={issueId} messages={issues} />
      {field.type === 'text' ? (
        <input type="text" className={styles.input} maxLength={field.maxLength} {...control} />
      ) : (
        <textarea className={styles.textarea} rows={6} {...control} />
      )}
      {field.type === 'long-text' && countId && (
        <WordCount id={countId} text={value} maxWords={field.maxWords} />
      )}
    </div>
  );
}
