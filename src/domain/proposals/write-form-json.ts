import {
  ITEM_ID,
  type FieldValue,
  type GroupField,
  type GroupItemValues,
  type ProposalValues,
} from './proposal-fields';
import { PROPOSAL_SCHEMAS } from './proposal-schemas';
import { FORM_VERSION, isRecord, META_KEYS, readGroupItem, type ProposalDocument } from './read-form-json';

/**
 * Writes a form back as form_json without losing what this version could not read: keys the form does
 * not know stay as they were, and so does every field the member has not changed since it was read
 * (even one that could not be read). A block of a group that is unchanged keeps its stored form too,
 * wherever it moved. Only what the member changed here replaces what was stored.
 */
export function writeProposal(document: ProposalDocument, values: ProposalValues): string {
  const { stored } = document;
  const storedVersion = stored[META_KEYS.version];
  const version = Math.max(FORM_VERSION, typeof storedVersion === 'number' ? storedVersion : 0);
  const written: Record<string, unknown> = { [META_KEYS.version]: version, ...stored };
  written[META_KEYS.version] = version;
  for (const field of PROPOSAL_SCHEMAS[document.kind].fields) {
    const value = values[field.name];
    if (value === undefined) continue;
    if (field.name in stored && sameValue(value, document.values[field.name])) continue;
    written[field.name] = field.type === 'group' ? writeGroup(field, value, stored[field.name]) : value;
  }
  return JSON.stringify(written);
}

/**
 * Each block as stored when an unchanged stored block matches it, so its unknown keys survive; every block with
 * its identity, so that a block keeps it wherever it moves.
 */
function writeGroup(field: GroupField, value: FieldValue, stored: unknown): unknown[] {
  const items = Array.isArray(value) ? value : [];
  // Stryker disable ArrayDeclaration,MethodExpression,StringLiteral: equivalent. A filler entry in the empty list is
  // filtered out; without the filter a non-record reads as null and matches no block; the path only names problems.
  const candidates = (Array.isArray(stored) ? stored : [])
    .filter(isRecord)
    .map((raw) => ({ raw, read: readGroupItem(field, raw, '').value }));
  // Stryker restore ArrayDeclaration,MethodExpression,StringLiteral
  return items.map((item) => {
    const match = candidates.findIndex((candidate) => sameWords(candidate.read, item));
    // Stryker disable next-line OptionalChaining: splice at an index findIndex found always returns one entry.
    const raw = match < 0 ? item : candidates.splice(match, 1)[0]?.raw;
    return isRecord(item) && ITEM_ID in item ? { ...raw, [ITEM_ID]: item[ITEM_ID] } : raw;
  });
}

/** A stored block says what a block of the form says, whatever identity either has. */
const sameWords = (stored: GroupItemValues | null, item: unknown) =>
  sameValue(withoutId(stored), withoutId(item));

function withoutId(item: unknown): unknown {
  if (!isRecord(item)) return item;
  const { [ITEM_ID]: _id, ...words } = item;
  return words;
}

/** Deep equality of JSON-like values, key order ignored. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b))
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameValue(x, b[i]))
    );
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length && keys.every((key) => key in b && sameValue(a[key], b[key]))
    );
  }
  return a === b;
}
