import {
  ITEM_ID,
  type GroupField,
  type ListField,
  type ProposalField,
  type ProposalSchema,
  type ProposalValues,
} from '@/domain/proposals/proposal-fields';

/** A group's block as the form holds it: each of its text fields by name. */
export type ItemValues = Record<string, string>;
export type FormFieldValue = string | string[] | ItemValues[];
/** The values react-hook-form holds: ProposalValues, mutable and of exactly the schema's shape. */
export type FormValues = Record<string, FormFieldValue>;

/**
 * Values of exactly the schema's shape, as fresh copies: every field of the schema and nothing else,
 * strings for texts and list entries, one string per text field of a group's block. Used both ways: on
 * what the parent gives (a value of another shape reads as empty) and on what the form hands back.
 */
export function formValuesOf(schema: ProposalSchema, values: ProposalValues | FormValues): FormValues {
  return Object.fromEntries(schema.fields.map((field) => [field.name, valueOf(field, values[field.name])]));
}

function valueOf(field: ProposalField, value: unknown): FormFieldValue {
  switch (field.type) {
    case 'text':
    case 'long-text':
      return asText(value);
    case 'list':
      return Array.isArray(value) ? asList(value) : emptyList(field);
    case 'group':
      return Array.isArray(value) ? asItems(field, value) : emptyItems(field);
  }
}

export const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

export const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(asText) : []);

export const asItems = (group: GroupField, value: unknown): ItemValues[] =>
  Array.isArray(value) ? value.map((item: unknown) => itemOf(group, item)) : [];

/** A block with every text field of the group, and its identity where it has one; what is not text reads as empty. */
export function itemOf(group: GroupField, item: unknown): ItemValues {
  const given: Partial<Record<string, unknown>> = typeof item === 'object' && item !== null ? item : {};
  const id = given[ITEM_ID];
  const texts = Object.fromEntries(group.fields.map((inner) => [inner.name, asText(given[inner.name])]));
  return typeof id === 'string' ? { [ITEM_ID]: id, ...texts } : texts;
}

const emptyList = (field: ListField): string[] => Array.from({ length: field.min }, () => '');

const emptyItems = (group: GroupField): ItemValues[] =>
  Array.from({ length: group.min }, () => itemOf(group, {}));
