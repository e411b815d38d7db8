import type { ListField } from '@/domain/proposals/proposal-fields';
import { useMessages } from '../../i18n/use-messages';
import { proposalsMessages } from '../proposals-messages';
import styles from './list-fieldset.module.css';
import { joinIds, type FieldEnv } from './field-env';
import { Issues } from './field-messages';
import { entryLabel, fieldWord, withHidden } from './field-words';
import { asList } from './form-values';
import { characterLimit, hasNote, isOver, LimitNote } from './limit-note';
import { RepeatedFieldset } from './repeated-fieldset';
import { useRepeatedEntries } from './use-repeated-entries';

/**
 * A list of one-line entries (keywords, participants), held by value as the plain strings of
 * ProposalValues. Adding or removing an entry moves the focus to an entry, never to the page's start.
 */
export function ListFieldset({ field, env }: { field: ListField; env: FieldEnv }) {
  const {
    entries,
    focusTargets: inputs,
    hintId,
    issueId,
    change,
    canAdd,
    canRemove,
    remove,
  } = useRepeatedEntries<string>(field, env, asList);
  const t = useMessages(proposalsMessages);

  return (
    <RepeatedFieldset
      field={field}
      hintId={hintId}
      issueId={issueId}
      issues={env.issuesAt(field.name)}
      onAdd={canAdd ? () => change([...entries, ''], entries.length) : null}
    >
      {entries.map((entry, index) => {
        const path = `${field.name}.${index}`;
        const entryId = env.idOf(path);
        const issues = env.issuesAt(path);
        const entryIssueId = issues.length > 0 ? `${entryId}-issues` : undefined;
        const limit = characterLimit(entry, field.maxLength);
        const countId = `${entryId}-count`;
        return (
          // Entries have no identity beyond their place; the focus is moved by hand after a removal.
          <div key={index} className={styles.entry}>
            <label htmlFor={entryId} className={styles.entryLabel}>
              {entryLabel(t, field, index + 1)}
            </label>
            <input
              type="text"
              id={entryId}
              name={path}
              className={styles.input}
              value={entry}
              readOnly={env.readOnly}
              // A pasted entry is kept whole (no maxLength), marked and measured until it fits.
              aria-invalid={entryIssueId || isOver(limit) ? true : undefined}
              aria-describedby={joinIds(entryIssueId, hasNote(limit) ? countId : undefined)}
              onChange={(event) =>
                change(entries.map((old, at) => (at === index ? event.target.value : old)))
              }
              ref={(element) => {
                inputs.current[index] = element;
              }}
            />
            {canRemove && (
              <button type="button" className={styles.remove} onClick={() => remove(index)}>
                {withHidden(
                  (entry) => t('field.remove', { entry }),
                  fieldWord(t, `entryInText.${field.name}`, { number: index + 1 }),
                )}
              </button>
            )}
            <Issues id={entryIssueId} messages={issues} />
            <LimitNote id={countId} limit={limit} className={styles.note} />
          </div>
        );
      })}
    </RepeatedFieldset>
  );
}
