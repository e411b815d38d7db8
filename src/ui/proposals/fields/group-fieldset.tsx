import { useId, type ReactNode } from 'react';
import { ITEM_ID, newItemId, type GroupField } from '@/domain/proposals/proposal-fields';
import { useMessages } from '../../i18n/use-messages';
import { proposalsMessages } from '../proposals-messages';
import styles from './group-fieldset.module.css';
import type { FieldEnv } from './field-env';
import { entryLabel, fieldWord, withHidden, withShown } from './field-words';
import { asItems, itemOf, type ItemValues } from './form-values';
import { RepeatedFieldset } from './repeated-fieldset';
import { TextEntry } from './text-entry';
import { blockKeys, useBlockChanges, type Direction } from './use-block-changes';
import { useRepeatedEntries } from './use-repeated-entries';

/**
 * A repeated block of text fields (a panel's papers), one fieldset per block, held by value as the
 * Record<string, string> blocks of ProposalValues, each with its identity. Adding a block moves the focus to its
 * first field; removing one offers Undo (and focuses it), which brings the block back and focuses it; Move up and
 * Move down swap a block with its neighbour, the focus staying with it. Each field is named with its block
 * (“Presenter of paper 2”).
 */
export function GroupFieldset({ field, env }: { field: GroupField; env: FieldEnv }) {
  const repeated = useRepeatedEntries<ItemValues>(field, env, (value) => asItems(field, value));
  const { entries: items, focusTargets: firsts, hintId, issueId, change, canAdd, canRemove } = repeated;
  const { offer, said, undoButton, moveButton: moveRef, ...blocks } = useBlockChanges(field, env, repeated);
  const t = useMessages(proposalsMessages);
  const offerId = useId();
  const canMove = !env.readOnly && items.length > 1;
  const edit = (index: number, inner: string, text: string) =>
    change(items.map((item, at) => (at === index ? { ...item, [inner]: text } : item)));
  const first = (index: number) => (element: HTMLElement | null) => {
    firsts.current[index] = element;
  };
  const moveButton = (index: number, direction: Direction) => (
    <button
      type="button"
      className={styles.move}
      ref={moveRef(index, direction)}
      onClick={() => blocks.move(index, direction)}
    >
      {withHidden(
        (paper) => fieldWord(t, `${direction === 'up' ? 'moveUp' : 'moveDown'}.${field.name}`, { paper }),
        fieldWord(t, `entryInText.${field.name}`, { number: index + 1 }),
      )}
    </button>
  );

  const keys = blockKeys(items);
  const drawn: ReactNode[] = items.map((item, index) => (
    // Blocks are known by their identity, so that a moved one keeps its fields (and the focus) as it goes.
    <fieldset key={keys[index]} className={styles.block}>
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
            label={withShown(
              (label) => fieldWord(t, `conflict.inEntry.${field.name}`, { field: label, number: index + 1 }),
              inner.label,
            )}
            readOnly={env.readOnly}
            issues={env.issuesAt(path)}
            onChange={(text) => edit(index, inner.name, text)}
            ref={at === 0 ? first(index) : undefined}
          />
        );
      })}
      {(canMove || canRemove) && (
        <div className={styles.blockActions}>
          {canMove && index > 0 && moveButton(index, 'up')}
          {canMove && index < items.length - 1 && moveButton(index, 'down')}
          {canRemove && (
            <button type="button" className={styles.removeBlock} onClick={() => blocks.remove(index)}>
              {withHidden(
                (number) => fieldWord(t, `removeBlock.${field.name}`, { number }),
                String(index + 1),
              )}
            </button>
          )}
        </div>
      )}
    </fieldset>
  ));
  if (offer)
    drawn.splice(
      Math.min(offer.index, drawn.length),
      0,
      <div key="undo" className={styles.undo}>
        <p id={offerId}>{fieldWord(t, `removed.${field.name}`, { number: offer.index + 1 })}</p>
        <button
          type="button"
          ref={undoButton}
          className={styles.undoButton}
          aria-describedby={offerId}
          onClick={blocks.undo}
        >
          {t('field.undo')}
        </button>
      </div>,
    );

  return (
    <RepeatedFieldset
      field={field}
      hintId={hintId}
      issueId={issueId}
      issues={env.issuesAt(field.name)}
      // A new block has an identity of its own, so that another device's version tells it from the others.
      onAdd={canAdd ? () => blocks.add(itemOf(field, { [ITEM_ID]: newItemId() })) : null}
    >
      {drawn}
      <p role="status" className="visually-hidden">
        {said}
      </p>
    </RepeatedFieldset>
  );
}
