import type { ProposalKind } from './proposal-kind';

/**
 * A proposal form described as data, so one form component renders every kind and one validator checks
 * it. Values are plain strings and lists, the way a form library holds them; paths into them use dots
 * (`papers.1.abstract`), as react-hook-form names fields.
 */

interface FieldBase {
  /** The key in `form_json`. */
  readonly name: string;
  readonly label: string;
  /** Shown under the field: what it is for, or how long it may be. */
  readonly hint?: string;
}

/** One line of text. */
export interface TextField extends FieldBase {
  readonly type: 'text';
  readonly required: boolean;
  readonly maxLength: number;
}

/** Paragraphs of plain text, limited by words (the limit a call states), with a live count. */
export interface LongTextField extends FieldBase {
  readonly type: 'long-text';
  readonly required: boolean;
  readonly maxWords: number;
}

/** A short list of one-line entries (keywords, participants). Blank entries do not count. */
export interface ListField extends FieldBase {
  readonly type: 'list';
  /** "keyword": the UI's "Add keyword", and messages about one entry. */
  readonly itemLabel: string;
  /** "keywords": messages about how many. */
  readonly itemsLabel: string;
  readonly min: number;
  readonly max: number;
  readonly maxLength: number;
}

/** A repeated block of fields (a panel's papers). */
export interface GroupField extends FieldBase {
  readonly type: 'group';
  readonly itemLabel: string;
  readonly itemsLabel: string;
  readonly min: number;
  readonly max: number;
  readonly fields: readonly (TextField | LongTextField)[];
}

export type ProposalField = TextField | LongTextField | ListField | GroupField;

export interface ProposalSchema {
  readonly kind: ProposalKind;
  /** "Paper", "Panel", "Workshop". */
  readonly title: string;
  readonly fields: readonly ProposalField[];
}

/**
 * One block of a group field: its text fields by name, and its identity under `id` (ITEM_ID), so that two
 * versions of a form tell a moved or removed block from an edited one (merge-versions.ts).
 */
export type GroupItemValues = Readonly<Record<string, string>>;

/** The key of a block's identity, in the form's values and in form_json (docs/wire-proposals.md, form_json). */
export const ITEM_ID = 'id';

/**
 * The identity of a block stored without one (a form written before blocks had one, or a fresh form): its
 * place, from 1, the same on every device that reads the same version.
 */
export const placeItemId = (index: number): string => `#${index + 1}`;

/** A new block's identity: unlike any other block's, on this device or another. */
export const newItemId = (): string =>
  `b${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/** A block's identity, or none for a block of another shape. */
export const itemIdOf = (item: GroupItemValues): string | undefined => item[ITEM_ID];

/** A block's words only: its identity is not a word the member wrote. */
export const itemTexts = (group: GroupField, item: GroupItemValues): string[] =>
  group.fields.map((field) => item[field.name] ?? '');
export type FieldValue = string | readonly string[] | readonly GroupItemValues[];
/** A form's values by field name. */
export type ProposalValues = Readonly<Record<string, FieldValue>>;

/** A fresh form: empty texts, and as many empty entries and blocks as the form asks for at least. */
export function emptyValues(schema: ProposalSchema): ProposalValues {
  return Object.fromEntries(schema.fields.map((field) => [field.name, emptyValue(field)]));
}

export function emptyValue(field: ProposalField): FieldValue {
  switch (field.type) {
    case 'text':
    case 'long-text':
      return '';
    case 'list':
      return Array.from({ length: field.min }, () => '');
    case 'group':
      return Array.from({ length: field.min }, (_, index) => emptyItem(field, placeItemId(index)));
  }
}

export const emptyItem = (group: GroupField, id: string): GroupItemValues => ({
  [ITEM_ID]: id,
  ...Object.fromEntries(group.fields.map((field) => [field.name, ''])),
});
