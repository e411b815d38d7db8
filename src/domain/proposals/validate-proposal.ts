import type {
  FieldValue,
  GroupField,
  GroupItemValues,
  ListField,
  LongTextField,
  ProposalSchema,
  ProposalValues,
  TextField,
} from './proposal-fields';
import { countWords } from './word-count';

/**
 * Something to fix before sending: where (a dotted path, as the form names its fields) and what, as values
 * the form words in the reader's language (`problem`) and in English for logs and tests (`message`).
 */
export interface ProposalIssue {
  readonly path: string;
  readonly message: string;
  readonly problem: IssueProblem;
}

export type IssueProblem =
  | { readonly kind: 'required' }
  | { readonly kind: 'characters'; readonly count: number; readonly max: number }
  | { readonly kind: 'words'; readonly count: number; readonly max: number }
  | { readonly kind: 'too-few'; readonly min: number; readonly given: number }
  | { readonly kind: 'too-many'; readonly max: number; readonly given: number };

/**
 * Checks a form before it is sent: required fields, lengths, word limits and how many entries a list or
 * group has. Drafts are never checked: half-written text must always save. No issues means ready to send.
 */
export function validateProposal(schema: ProposalSchema, values: ProposalValues): ProposalIssue[] {
  return schema.fields.flatMap((field) => {
    const value = values[field.name];
    switch (field.type) {
      case 'text':
      case 'long-text':
        return checkText(field, field.name, field.label, textOf(value));
      case 'list':
        return checkList(field, listOf(value));
      case 'group':
        return checkGroup(field, itemsOf(value));
    }
  });
}

function checkText(
  field: TextField | LongTextField,
  path: string,
  label: string,
  text: string,
): ProposalIssue[] {
  if (text.trim() === '')
    return field.required ? [{ path, message: `${label} is required.`, problem: { kind: 'required' } }] : [];
  if (field.type === 'text' && text.length > field.maxLength)
    return [tooLong(path, label, 'characters', text.length, field.maxLength)];
  const words = field.type === 'long-text' ? countWords(text) : 0;
  if (field.type === 'long-text' && words > field.maxWords)
    return [tooLong(path, label, 'words', words, field.maxWords)];
  return [];
}

const tooLong = (
  path: string,
  label: string,
  kind: 'characters' | 'words',
  count: number,
  max: number,
): ProposalIssue => ({
  path,
  // The excess is said too: the form keeps a pasted text whole, and this is where the member learns what to cut.
  message: `${label} has ${count} ${kind}, ${count - max} over the limit of ${max}.`,
  problem: { kind, count, max },
});

function checkList(field: ListField, entries: readonly string[]): ProposalIssue[] {
  const given = entries.filter((entry) => entry.trim() !== '').length;
  const issues = checkCount(field, given);
  entries.forEach((entry, index) => {
    if (entry.length > field.maxLength)
      issues.push(
        tooLong(
          `${field.name}.${index}`,
          `${capitalised(field.itemLabel)} ${index + 1}`,
          'characters',
          entry.length,
          field.maxLength,
        ),
      );
  });
  return issues;
}

function checkGroup(field: GroupField, items: readonly GroupItemValues[]): ProposalIssue[] {
  const issues = checkCount(field, items.length);
  items.forEach((item, index) => {
    const prefix = `${capitalised(field.itemLabel)} ${index + 1}: `;
    for (const inner of field.fields) {
      const path = `${field.name}.${index}.${inner.name}`;
      issues.push(...checkText(inner, path, `${prefix}${inner.label}`, item[inner.name] ?? ''));
    }
  });
  return issues;
}

function checkCount(field: ListField | GroupField, given: number): ProposalIssue[] {
  const path = field.name;
  if (given < field.min)
    return [
      {
        path,
        message: `Give at least ${field.min} ${field.itemsLabel} (${given} so far).`,
        problem: { kind: 'too-few', min: field.min, given },
      },
    ];
  if (given > field.max)
    return [
      {
        path,
        message: `Give at most ${field.max} ${field.itemsLabel} (${given} now).`,
        problem: { kind: 'too-many', max: field.max, given },
      },
    ];
  return [];
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Values as a form holds them; anything else (a value of another shape) reads as empty. */
export const textOf = (value: FieldValue | undefined): string => (typeof value === 'string' ? value : '');

const listOf = (value: FieldValue | undefined): readonly string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

const itemsOf = (value: FieldValue | undefined): readonly GroupItemValues[] =>
  Array.isArray(value)
    ? value.filter((item): item is GroupItemValues => typeof item === 'object' && item !== null)
    : [];
