import { comparable } from './differing-fields';
import {
  ITEM_ID,
  itemIdOf,
  itemTexts,
  type FieldValue,
  type GroupField,
  type GroupItemValues,
  type ProposalSchema,
  type ProposalValues,
} from './proposal-fields';

/**
 * Two versions of a form written from one they share (docs/behaviour.md, Saving and sending): this tab's
 * (`mine`) and a newer one saved elsewhere (`theirs`), both from `base`, the version this tab last read or saved.
 * What one side changed and the other did not is taken from the side that changed it; a field both changed,
 * each its own way, is a question (a field of a panel's paper counts on its own: paper 2's abstract and paper
 * 3's title are two fields). Blocks of a group (papers) are matched by their identity, so a block added, removed
 * or moved on one side is carried over; removed on one side and changed on the other, the block is a question.
 */

/** The member's answer to one question: this tab's words, the other's, or both (where a field holds both). */
export type MergeChoice = 'mine' | 'theirs' | 'both';

/** One place both versions changed, each its own way. */
export interface MergeQuestion {
  /** `abstract`; `papers.{id}.abstract` for a field of a block; `papers.{id}` for a block removed on one side. */
  readonly path: string;
  /** The form's field (`abstract`, `papers`). */
  readonly field: string;
  /** The block it is in, with its number (from 1) as this tab shows it, or as the other version does. */
  readonly entry: { readonly id: string; readonly number: number } | null;
  /** The field of the block (`abstract`); null for a field of the form, or a whole block. */
  readonly inner: string | null;
  /** Each version's words there; null for a block that version removed. */
  readonly mine: FieldValue | GroupItemValues | null;
  readonly theirs: FieldValue | GroupItemValues | null;
  /** A long text or a list can hold both versions' words. */
  readonly canKeepBoth: boolean;
}

export interface MergedVersions {
  /** The two versions joined: each answer as chosen, or else as `defaultChoice` has it. */
  readonly values: ProposalValues;
  /** In form order, the blocks' fields in this tab's order of blocks. */
  readonly questions: readonly MergeQuestion[];
}

export type MergeChoices = Readonly<Record<string, MergeChoice>>;

/**
 * The answer a question has until the member gives one: this tab's words, but the other's where this tab has
 * none and the other has some (an empty field, or a removed block, kept would erase them).
 */
export function defaultChoice(question: MergeQuestion): MergeChoice {
  return saysNothing(question.mine) && !saysNothing(question.theirs) ? 'theirs' : 'mine';
}

export function mergeVersions(
  schema: ProposalSchema,
  base: ProposalValues,
  mine: ProposalValues,
  theirs: ProposalValues,
  choices: MergeChoices = {},
): MergedVersions {
  const questions: MergeQuestion[] = [];
  const ask = <T extends FieldValue | GroupItemValues | null>(
    question: Omit<MergeQuestion, 'mine' | 'theirs'> & { mine: T; theirs: T },
  ): T => {
    questions.push(question);
    const choice = choices[question.path] ?? defaultChoice(question);
    if (choice === 'both' && question.canKeepBoth) return bothOf(question.mine, question.theirs) as T;
    return choice === 'theirs' ? question.theirs : question.mine;
  };
  const values: Record<string, FieldValue> = { ...theirs };
  for (const field of schema.fields) {
    const [was, one, other] = [base[field.name], mine[field.name], theirs[field.name]];
    if (field.type === 'group') {
      values[field.name] = mergeGroup(field, items(was), items(one), items(other), ask);
      continue;
    }
    const changed = changedOn(comparable(was), comparable(one), comparable(other));
    if (changed === 'theirs') continue;
    if (changed === 'mine') values[field.name] = one ?? other ?? '';
    else
      values[field.name] = ask({
        path: field.name,
        field: field.name,
        entry: null,
        inner: null,
        mine: one ?? '',
        theirs: other ?? '',
        canKeepBoth: field.type !== 'text',
      });
  }
  return { values, questions };
}

type Ask = <T extends FieldValue | GroupItemValues | null>(
  question: Omit<MergeQuestion, 'mine' | 'theirs'> & { mine: T; theirs: T },
) => T;

/**
 * Which side's words a place takes: the side that changed it, either when both say the same, or neither
 * when both changed it each its own way.
 */
function changedOn(base: string, mine: string, theirs: string): 'mine' | 'theirs' | 'both' {
  if (mine === theirs || theirs === base) return 'mine';
  if (mine === base) return 'theirs';
  return 'both';
}

function mergeGroup(
  field: GroupField,
  base: readonly GroupItemValues[],
  mine: readonly GroupItemValues[],
  theirs: readonly GroupItemValues[],
  ask: Ask,
): GroupItemValues[] {
  const [was, one, other] = [byId(base), byId(mine), byId(theirs)];
  const number = (id: string) => {
    const at = mine.findIndex((item) => itemIdOf(item) === id);
    return (at >= 0 ? at : theirs.findIndex((item) => itemIdOf(item) === id)) + 1;
  };
  const kept = new Map<string, GroupItemValues>();
  for (const id of new Set([...one.keys(), ...other.keys()])) {
    const [before, mineItem, theirItem] = [was.get(id), one.get(id), other.get(id)];
    const entry = { id, number: number(id) };
    if (mineItem && theirItem) {
      kept.set(id, mergeItem(field, entry, before ?? {}, mineItem, theirItem, ask));
      continue;
    }
    // Added on one side; or removed on one side, and unchanged or changed on the other.
    const survivor = (mineItem ?? theirItem) as GroupItemValues;
    if (!before) kept.set(id, survivor);
    else if (!sameWords(field, before, survivor)) {
      const question = { path: `${field.name}.${id}`, field: field.name, entry, inner: null };
      const answer = ask({
        ...question,
        mine: mineItem ?? null,
        theirs: theirItem ?? null,
        canKeepBoth: false,
      });
      if (answer) kept.set(id, answer);
    }
  }
  return ordered(base, mine, theirs, kept);
}

function mergeItem(
  field: GroupField,
  entry: { id: string; number: number },
  base: GroupItemValues,
  mine: GroupItemValues,
  theirs: GroupItemValues,
  ask: Ask,
): GroupItemValues {
  const merged: Record<string, string> = { ...theirs, [ITEM_ID]: entry.id };
  for (const inner of field.fields) {
    const [was, one, other] = [base[inner.name] ?? '', mine[inner.name] ?? '', theirs[inner.name] ?? ''];
    const changed = changedOn(was.trim(), one.trim(), other.trim());
    if (changed === 'theirs') continue;
    merged[inner.name] =
      changed === 'mine'
        ? one
        : ask({
            path: `${field.name}.${entry.id}.${inner.name}`,
            field: field.name,
            entry,
            inner: inner.name,
            mine: one,
            theirs: other,
            canKeepBoth: inner.type === 'long-text',
          });
  }
  return merged;
}

/**
 * The kept blocks in the order of the side that moved blocks (this tab's when both did, or neither); a block
 * the other side added follows the block it follows there.
 */
function ordered(
  base: readonly GroupItemValues[],
  mine: readonly GroupItemValues[],
  theirs: readonly GroupItemValues[],
  kept: ReadonlyMap<string, GroupItemValues>,
): GroupItemValues[] {
  const [lead, other] = moved(base, theirs) && !moved(base, mine) ? [theirs, mine] : [mine, theirs];
  const order = ids(lead).filter((id) => kept.has(id));
  ids(other).forEach((id, at, all) => {
    if (!kept.has(id) || order.includes(id)) return;
    const before = all.slice(0, at).findLast((earlier) => order.includes(earlier));
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, id);
  });
  return order.map((id) => kept.get(id) as GroupItemValues);
}

/** Whether a version holds the blocks it shares with `base` in another order. */
function moved(base: readonly GroupItemValues[], version: readonly GroupItemValues[]): boolean {
  const shared = new Set(ids(version));
  const before = ids(base).filter((id) => shared.has(id));
  const after = ids(version).filter((id) => before.includes(id));
  return before.some((id, at) => after[at] !== id);
}

const ids = (items: readonly GroupItemValues[]) =>
  items.map(itemIdOf).filter((id): id is string => id !== undefined);

function byId(items: readonly GroupItemValues[]): Map<string, GroupItemValues> {
  const found = new Map<string, GroupItemValues>();
  for (const item of items) {
    const id = itemIdOf(item);
    if (id !== undefined) found.set(id, item);
  }
  return found;
}

const items = (value: FieldValue | undefined): readonly GroupItemValues[] =>
  Array.isArray(value) ? value.filter((item): item is GroupItemValues => typeof item === 'object') : [];

const sameWords = (field: GroupField, one: GroupItemValues, other: GroupItemValues) =>
  itemTexts(field, one).every((text, at) => text.trim() === (itemTexts(field, other)[at] ?? '').trim());

const saysNothing = (value: FieldValue | GroupItemValues | null) =>
  value === null ||
  (typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).every(([key, text]) => key === ITEM_ID || text.trim() === '')
    : ['', '[]'].includes(comparable(value)));

/** Both versions' words in one field: a long text's one after the other, a list's entries without repeats. */
function bothOf(mine: unknown, theirs: unknown): FieldValue {
  if (typeof mine === 'string' && typeof theirs === 'string')
    return [mine.trimEnd(), theirs.trim()].filter(Boolean).join('\n\n');
  const entries = [mine, theirs].flatMap((list) => (Array.isArray(list) ? (list as unknown[]) : []));
  const texts = entries.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '');
  return texts.filter((text, at) => texts.findIndex((other) => other.trim() === text.trim()) === at);
}
