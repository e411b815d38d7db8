import { ITEM_ID, type FieldValue, type ProposalSchema, type ProposalValues } from './proposal-fields';

/**
 * The schema's fields whose values differ between two versions of a form, in form order: what a member must
 * see of two versions to choose between them, without the fields that agree. Blank entries and surrounding
 * spaces count as nothing, so a version with an empty keyword left over is not a difference; a block's identity
 * is not a word, but the blocks' order is.
 */
export function differingFields(schema: ProposalSchema, one: ProposalValues, other: ProposalValues) {
  return schema.fields.filter((field) => comparable(one[field.name]) !== comparable(other[field.name]));
}

/** Whether two versions say the same in every field of the form. */
export const sameWords = (schema: ProposalSchema, one: ProposalValues, other: ProposalValues): boolean =>
  differingFields(schema, one, other).length === 0;

export function comparable(value: FieldValue | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  const entries = value
    .map((entry) =>
      typeof entry === 'string'
        ? entry.trim()
        : Object.entries(entry)
            .filter(([key]) => key !== ITEM_ID)
            .map(([, text]) => text.trim()),
    )
    .filter((entry) => (typeof entry === 'string' ? entry !== '' : entry.some(Boolean)));
  return JSON.stringify(entries);
}
