import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { ITEM_ID, type GroupField } from '@/domain/proposals/proposal-fields';
import { useMessages } from '../../i18n/use-messages';
import { proposalsMessages } from '../proposals-messages';
import type { FieldEnv } from './field-env';
import { fieldWord } from './field-words';
import type { ItemValues } from './form-values';
import type { useRepeatedEntries } from './use-repeated-entries';

export type Direction = 'up' | 'down';

/** A block removed a moment ago, on offer to be had back where it was, for the version of the form it left. */
interface Removal {
  readonly item: ItemValues;
  readonly index: number;
  readonly resetKey: string;
}

/**
 * A group's blocks removed with an undo and moved up and down (issue 81), each said in the group's live region.
 *
 * A removal is saved as every edit is, and Undo is an edit of its own that puts the very block back (its identity,
 * its words, its place), saved the same way. Holding the removal's save back until the offer ended would have the
 * proposal system, this device's copy, a send and the merge with another device work on a paper the member sees
 * removed; saved at once, they always hold what the form shows, a device that edited the paper meanwhile is asked
 * (removed here, changed there), never overwritten, and the offer needs no clock: it stands for as long as the
 * member needs, until Undo, another addition, removal or move of the blocks, or other values (a newer version)
 * replace the form's. Nothing is lost in the proposal system that the form does not show as lost, with Undo beside it.
 */
export function useBlockChanges(
  field: GroupField,
  env: FieldEnv,
  repeated: ReturnType<typeof useRepeatedEntries<ItemValues>>,
) {
  const { entries: items, change } = repeated;
  const t = useMessages(proposalsMessages);
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [said, setSaid] = useState('');
  const undoButton = useRef<HTMLButtonElement | null>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement | null>());
  const offer = removal?.resetKey === env.resetKey && !env.readOnly ? removal : null;
  const word = (key: string, values: Record<string, string | number>) =>
    fieldWord(t, `${key}.${field.name}`, values);

  /** Drawn before the values change, so that the live region and the offer are in the page when the focus moves. */
  const before = (next: Removal | null, message: string) =>
    flushSync(() => {
      setRemoval(next);
      setSaid(message);
    });

  return {
    offer,
    said,
    undoButton,
    moveButton: (index: number, direction: Direction) => (element: HTMLButtonElement | null) => {
      moveButtons.current.set(`${index}:${direction}`, element);
    },
    /** Adding a block ends the offer: the removed one would no longer fit back where it was. */
    add: (block: ItemValues) => {
      before(null, '');
      change([...items, block], items.length);
    },
    remove: (index: number) => {
      const item = items[index];
      if (!item) return;
      before({ item, index, resetKey: env.resetKey }, word('removed', { number: index + 1 }));
      change(
        items.filter((_, at) => at !== index),
        () => undoButton.current,
      );
    },
    undo: () => {
      if (!offer || items.length >= field.max) return;
      const at = Math.min(offer.index, items.length);
      before(null, word('restored', { number: at + 1 }));
      change([...items.slice(0, at), offer.item, ...items.slice(at)], at);
    },
    /** Swaps a block with its neighbour, identities and all; the focus stays on the moved block's button. */
    move: (index: number, direction: Direction) => {
      const to = direction === 'up' ? index - 1 : index + 1;
      const [mover, other] = [items[index], items[to]];
      if (!mover || !other) return;
      const next = items.map((item, at) => (at === index ? other : at === to ? mover : item));
      before(null, word('moved', { direction, from: index + 1, to: to + 1 }));
      // At the top or the bottom the button that moved it is gone: its other button takes the focus.
      const edge = direction === 'up' ? to === 0 : to === next.length - 1;
      const own: Direction = edge ? (direction === 'up' ? 'down' : 'up') : direction;
      change(next, () => moveButtons.current.get(`${to}:${own}`));
    },
  };
}

/** React keys of the blocks: their identity where it is theirs alone, else their place. */
export function blockKeys(items: readonly ItemValues[]): string[] {
  const seen = new Set<string>();
  return items.map((item, at) => {
    const id = item[ITEM_ID];
    if (id === undefined || seen.has(id)) return `at:${at}`;
    seen.add(id);
    return `id:${id}`;
  });
}
