import { ITEM_ID, newItemId, type GroupField } from '@/domain/proposals/proposal-fields';
import { useMessages } from '../../i18n/use-messages';
import { proposalsMessages } from '../proposals-messages';
import styles from './group-fieldset.module.css';
import type { FieldEnv } from './field-env';
import { entryLabel, fieldWord, withHidden } from './field-words';
import { asItems, itemOf, type ItemValues } from './form-values';
import { RepeatedFieldset } from './repeated-fieldset';
import { TextEntry } from './text-entry';
import { useRepeatedEntries } from './use-repeated-entries';

/**
 * A repeated block of text fields (a panel's papers), one fieldset per block, held by value as the
 * Record<string, string> blocks of ProposalValues. Adding or removing a block moves the focus to the first
 * field of a block.
 */
export function GroupFieldset({ field, env }: { field: GroupField; env: FieldEnv }) {
  const {
    entries: items,
    focusTargets: firsts,
    hintId,
    issueId,
    change,
    canAdd,
    canRemove,
    remove,
  } = useRepeatedEntries<ItemValues>(field, env, (value) => asItems(field, value));
  const t = useMessages(proposalsMessages);
  const edit = (index: number, inner: string, text: string) =>
    change(items.map((item, at) => (at === index ? { ...item, [inner]: text } : item)));
  const first = (index: number) => (element: HTMLElement | null) => {
    firsts.current[index] = element;
  };

  return (
    <RepeatedFieldset
      field={field}
      hintId={hintId}
      issueId={issueId}
      issues={env.issuesAt(field.name)}
      // A new block has an identity of its own, so that another device's version tells it from the others.
      onAdd={
        canAdd ? () => change([...items, itemOf(field, { [ITEM_ID]: newItemId() })], items.length) : null
      }
    >
      {items.map((item, index) => (
        // Blocks have no identity beyond their place; the focus is moved by hand after a removal.
        <fieldset key={index} className={styles.block}>
          <legend className={styles.blockLegend}>{entryLabel(t, field, index + 1)}</legend>
          {field.fields.map((inner, at) => {
            const path = `${field.name}.${index}.${inner.name}`;
            return (
              <TextEntry
                key={inner.name}
                field={inner}
                path={path}
                id={env.idOf(path)}
                value={item[inner.name] ?? ''}
                readOnly={env.readOnly}
                issues={env.issuesAt(path)}
                onChange={(text) => edit(index, inner.name, text)}
                ref={at === 0 ? first(index) : undefined}
              />
            );
          })}
          {canRemove && (
            <button type="button" className={styles.removeBlock} onClick={() => remove(index)}>
              {withHidden(
                (number) => fieldWord(t, `removeBlock.${field.name}`, { number }),
                String(index + 1),
              )}
            </button>
          )}
        </fieldset>
      ))}
    </RepeatedFieldset>
  );
}
