import { useEffect, useEffectEvent, useId, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { ProposalSchema, ProposalValues } from '@/domain/proposals/proposal-fields';
import type { ProposalIssue } from '@/domain/proposals/validate-proposal';
import { useMessages } from '../i18n/use-messages';
import type { FieldEnv } from './fields/field-env';
import { useFocusOnFirstIssue } from './fields/first-issue-focus';
import { issueText } from './fields/field-words';
import { formValuesOf, type FormValues } from './fields/form-values';
import { ProposalField } from './proposal-field';
import { proposalsMessages, type ProposalsTranslate } from './proposals-messages';
import styles from './proposal-fields-form.module.css';

export interface ProposalFieldsFormProps {
  schema: ProposalSchema;
  /** Values to start from; when `resetKey` changes, the form resets to the then-current `values`. */
  values: ProposalValues;
  resetKey: string | number;
  /** Called on every edit (each keystroke, add/remove entry), with the whole form's values. */
  onChange(values: ProposalValues): void;
  /** Sent, or the call is closed: every field readOnly (still focusable, selectable and copyable), no add/remove buttons. */
  readOnly: boolean;
  /** Issues to show (from validateProposal), each next to its field; a new set moves the focus to the first. */
  issues: readonly ProposalIssue[];
}

const NO_MESSAGES: readonly string[] = [];

/**
 * The fields of a proposal of any kind, drawn from its schema. No <form> and no buttons to save or send:
 * the page around it owns those. Every edit reaches `onChange` at once, undebounced, with values of exactly
 * the schema's shape; a reset to `values` (on a new `resetKey` or schema kind) is no edit.
 */
export function ProposalFieldsForm(props: ProposalFieldsFormProps) {
  const { schema, values, resetKey, onChange, readOnly, issues } = props;
  const base = useId();
  const { control, getValues, reset } = useForm<FormValues>({
    defaultValues: formValuesOf(schema, values),
  });

  const key = `${schema.kind}:${resetKey}`;
  const shown = useRef(key);
  const resetTo = useEffectEvent((next: string) => {
    if (shown.current === next) return;
    shown.current = next;
    reset(formValuesOf(schema, values));
  });
  useEffect(() => resetTo(key), [key]);

  const t = useMessages(proposalsMessages);
  const byPath = useMemo(() => messagesByPath(issues, schema, t), [issues, schema, t]);
  const idOf = (path: string) => `${base}${path}`;
  useFocusOnFirstIssue(issues, schema, idOf);
  const env: FieldEnv = {
    control,
    readOnly,
    resetKey: key,
    idOf,
    issuesAt: (path) => byPath.get(path) ?? NO_MESSAGES,
    onEdited: () => onChange(formValuesOf(schema, getValues())),
  };
  return (
    <div className={styles.form}>
      {schema.fields.map((field) => (
        <ProposalField key={field.name} field={field} env={env} />
      ))}
    </div>
  );
}

function messagesByPath(
  issues: readonly ProposalIssue[],
  schema: ProposalSchema,
  t: ProposalsTranslate,
): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const issue of issues)
    byPath.set(issue.path, [...(byPath.get(issue.path) ?? []), issueText(issue, schema, t)]);
  return byPath;
}
