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

/**
 * The differing fields whose words a conflict offers to keep from this tab until the member says otherwise: each
 * one, but where this tab has none and the other version has some (an empty field kept would erase them).
 */
export function fieldsKeptMineFirst(schema: ProposalSchema, mine: ProposalValues, theirs: ProposalValues) {
  return differingFields(schema, mine, theirs)
    .filter((field) => !saysNothing(mine[field.name]) || saysNothing(theirs[field.name]))
    .map(({ name }) => name);
}

const saysNothing = (value: FieldValue | undefined) => ['', '[]'].includes(comparable(value));

/**
 * Two versions joined field by field, as a member chose in a conflict: the other version's words, but this tab's
 * in the fields named in `keptMine`. Fields the form does not show come with the other version, as they were saved.
 */
export function joinedVersions(
  mine: ProposalValues,
  theirs: ProposalValues,
  keptMine: ReadonlySet<string>,
): ProposalValues {
  const joined: Record<string, FieldValue> = { ...theirs };
  for (const name of keptMine) if (mine[name] !== undefined) joined[name] = mine[name];
  return joined;
}
