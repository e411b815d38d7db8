import type { ChangeEvent, ReactNode } from 'react';
import type { LongTextField, TextField } from '@/domain/proposals/proposal-fields';
import styles from './text-entry.module.css';
import { joinIds } from './field-env';
import { Hint, Issues, LabelText } from './field-messages';
import { characterLimit, hasNote, isOver, LimitNote, wordLimit } from './limit-note';

interface TextEntryProps {
  field: TextField | LongTextField;
  /** The dotted path, used as the control's name: `title`, `papers.1.abstract`. */
  path: string;
  id: string;
  value: string;
  onChange(text: string): void;
  readOnly: boolean;
  issues: readonly string[];
  /** The label's words, where they say more than the field's own label (“Presenter ⟨of paper 2⟩”). */
  label?: ReactNode;
  ref?: (element: HTMLElement | null) => void;
}

/**
 * One text field: label, hint, what to fix, the control, and its limit note (a long text's word count). `required` is
 * said with aria-required rather than the attribute, so that a parent <form> never blocks saving a draft.
 */
export function TextEntry(props: TextEntryProps) {
  const { field, path, id, value, onChange, readOnly, issues, label = field.label, ref } = props;
  const hintId = field.hint ? `${id}-hint` : undefined;
  const issueId = issues.length > 0 ? `${id}-issues` : undefined;
  const limit =
    field.type === 'text' ? characterLimit(value, field.maxLength) : wordLimit(value, field.maxWords);
  const countId = `${id}-count`;
  const control = {
    id,
    name: path,
    value,
    readOnly,
    ref,
    'aria-required': field.required || undefined,
    // Over its limit the text is kept whole (no maxLength), and marked as needing a cut until it fits.
    'aria-invalid': issueId || isOver(limit) ? true : undefined,
    'aria-describedby': joinIds(hintId, issueId, hasNote(limit) ? countId : undefined),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <div className={issueId ? styles.invalidField : styles.field}>
      <label htmlFor={id} className={styles.label}>
        <LabelText label={label} required={field.required} />
      </label>
      <Hint id={hintId} text={field.hint} />
      <Issues id={issueId} messages={issues} />
      {field.type === 'text' ? (
        <input type="text" className={styles.input} {...control} />
      ) : (
        <textarea className={styles.textarea} rows={6} {...control} />
      )}
      <LimitNote id={countId} limit={limit} />
    </div>
  );
}
