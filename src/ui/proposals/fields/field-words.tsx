import type { ReactNode } from 'react';
import type { GroupField, ListField, ProposalSchema } from '@/domain/proposals/proposal-fields';
import type { ProposalIssue } from '@/domain/proposals/validate-proposal';
import type { MessageValues } from '../../i18n/message-catalogues';
import { isProposalsKey, type ProposalsTranslate } from '../proposals-messages';

/**
 * A message named after a schema's field (`entry.keywords`, `count.papers`). Every field of the schemas
 * has its messages (tests/ui/proposal-schema-words.test.ts); one added later shows its key until it has.
 */
export function fieldWord(t: ProposalsTranslate, key: string, values?: MessageValues): string {
  return isProposalsKey(key) ? t(key, values) : key;
}

/** "Keyword 2", "Paper 1": an entry's label and a block's legend. */
export const entryLabel = (t: ProposalsTranslate, field: ListField | GroupField, number: number) =>
  fieldWord(t, `entry.${field.name}`, { number });

const HIDDEN = '\u0001';

/**
 * A message with one part only a screen reader reads (“Remove ⟨keyword 2⟩”), in the order the language
 * puts it: the part `hidden` stands for is drawn visually hidden. When it comes first (“⟨Schlagwort 2⟩
 * entfernen”), the visible text starts with a capital, as a button's label does.
 */
export function withHidden(message: (marker: string) => string, hidden: string): ReactNode {
  const [before = '', after = ''] = message(HIDDEN).split(HIDDEN);
  const shown =
    before === ''
      ? after.replace(
          /^(\s*)(\p{Ll})/u,
          (_, space: string, letter: string) => space + letter.toLocaleUpperCase(),
        )
      : after;
  return (
    <>
      {before}
      <span className="visually-hidden">{hidden}</span>
      {shown}
    </>
  );
}

/**
 * The other way round: a message of which only one part is drawn (`shown`, a field's own label) and the rest only
 * read (“Presenter ⟨of paper 2⟩”, “⟨Vortragende Person von Vortrag 2⟩”), so that a field is named with its block.
 */
export function withShown(message: (marker: string) => string, shown: ReactNode): ReactNode {
  const [before = '', after = ''] = message(HIDDEN).split(HIDDEN);
  // The spaces between the parts stay outside the hidden spans: a name is joined from their trimmed texts.
  return (
    <>
      {before.trim() && <span className="visually-hidden">{before.trimEnd()}</span>}
      {/\s$/.test(before) && ' '}
      {shown}
      {/^\s/.test(after) && ' '}
      {after.trim() && <span className="visually-hidden">{after.trimStart()}</span>}
    </>
  );
}

/** An issue in the reader's language, its field named as the (local) schema names it. */
export function issueText(issue: ProposalIssue, schema: ProposalSchema, t: ProposalsTranslate): string {
  const [name, index, innerName] = issue.path.split('.');
  const field = schema.fields.find((each) => each.name === name);
  if (!field) return issue.message;
  const { problem } = issue;
  if (problem.kind === 'too-few' || problem.kind === 'too-many') {
    const count = problem.kind === 'too-few' ? problem.min : problem.max;
    const items = fieldWord(t, `count.${field.name}`, { count });
    return t(problem.kind === 'too-few' ? 'issue.tooFew' : 'issue.tooMany', { items, given: problem.given });
  }
  const subject = subjectOf(field, index, innerName, t);
  if (problem.kind === 'required') return t('issue.required', { field: subject });
  return t(problem.kind === 'words' ? 'issue.words' : 'issue.characters', {
    field: subject,
    count: problem.count,
    over: problem.count - problem.max,
    max: problem.max,
  });
}

function subjectOf(
  field: ProposalSchema['fields'][number],
  index: string | undefined,
  innerName: string | undefined,
  t: ProposalsTranslate,
): string {
  if (index === undefined || (field.type !== 'list' && field.type !== 'group')) return field.label;
  const entry = entryLabel(t, field, Number(index) + 1);
  if (field.type === 'list') return entry;
  const inner = field.fields.find((each) => each.name === innerName);
  return inner ? t('issue.inEntry', { entry, field: inner.label }) : entry;
}
