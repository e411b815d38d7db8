import {
  emptyItem,
  emptyValues,
  ITEM_ID,
  placeItemId,
  type FieldValue,
  type GroupField,
  type GroupItemValues,
  type ListField,
  type ProposalField,
  type ProposalValues,
} from './proposal-fields';
import type { ProposalKind } from './proposal-kind';
import { PROPOSAL_SCHEMAS } from './proposal-schemas';

/** The version of the form_json this code writes (`_version`). */
export const FORM_VERSION = 1;
/** Keys of our own in form_json: the format version, and a stored text that was no JSON object at all. */
export const META_KEYS = { version: '_version', unreadable: '_unreadable' } as const;

/** A part of the stored form_json that was not understood: where (a dotted path into it) and why. */
export interface ReadProblem {
  readonly path: string;
  readonly reason: string;
}

/**
 * A stored form as far as this version of the form can read it. `stored` is the JSON object as it was,
 * so that writing it back (write-form-json.ts) keeps every part the member has not changed here.
 */
export interface ProposalDocument {
  readonly kind: ProposalKind;
  /** What could be read, as the form holds it; empty where nothing could be read. */
  readonly values: ProposalValues;
  /** Empty for a form this version wrote. */
  readonly problems: readonly ReadProblem[];
  readonly stored: Readonly<Record<string, unknown>>;
}

interface Read<T> {
  readonly value: T;
  readonly problems: ReadProblem[];
}

/**
 * Reads a form_json leniently, never failing: an older version or a hand-edited record shows as far as it
 * can, and every part that could not be read is reported, so the form can say so instead of overwriting
 * it. Text that is no JSON object at all is kept whole under `_unreadable`.
 */
export function readProposal(kind: ProposalKind, formJson: string): ProposalDocument {
  const schema = PROPOSAL_SCHEMAS[kind];
  const parsed = parseObject(formJson);
  if (!parsed.ok) {
    const stored = { [META_KEYS.unreadable]: formJson };
    return {
      kind,
      values: emptyValues(schema),
      problems: [{ path: '', reason: parsed.reason }],
      stored,
    };
  }
  const stored = parsed.object;
  const problems: ReadProblem[] = [];
  const values: Record<string, FieldValue> = {};
  for (const field of schema.fields) {
    const read = readField(field, stored[field.name], field.name);
    values[field.name] = read.value;
    problems.push(...read.problems);
  }
  const known = new Set<string>([...schema.fields.map((field) => field.name), ...Object.values(META_KEYS)]);
  for (const key of Object.keys(stored))
    if (!known.has(key)) problems.push({ path: key, reason: 'Not a field of this form; kept as it is.' });
  const version = stored[META_KEYS.version];
  if (typeof version === 'number' && version > FORM_VERSION)
    problems.push({ path: META_KEYS.version, reason: 'Written by a newer version of the form.' });
  return { kind, values, problems, stored };
}

function parseObject(formJson: string) {
  if (formJson.trim() === '') return { ok: true, object: {} } as const;
  let parsed: unknown;
  try {
    parsed = JSON.parse(formJson);
  } catch {
    return { ok: false, reason: 'The stored form is not valid JSON; kept as it is.' } as const;
  }
  if (parsed === null) return { ok: true, object: {} } as const;
  if (!isRecord(parsed))
    return { ok: false, reason: 'The stored form is not a form; kept as it is.' } as const;
  return { ok: true, object: parsed } as const;
}

function readField(field: ProposalField, raw: unknown, path: string): Read<FieldValue> {
  switch (field.type) {
    case 'text':
    case 'long-text':
      return readText(raw, path);
    case 'list':
      return readList(field, raw, path);
    case 'group':
      return readGroup(field, raw, path);
  }
}

/** Text as it was; a number reads as its digits; a missing field (an older form) as empty. */
function readText(raw: unknown, path: string): Read<string> {
  if (typeof raw === 'string') return { value: raw, problems: [] };
  if (typeof raw === 'number' && Number.isFinite(raw)) return { value: String(raw), problems: [] };
  if (raw === undefined || raw === null) return { value: '', problems: [] };
  return { value: '', problems: [{ path, reason: 'Not text.' }] };
}

/** A list, or one text of entries separated by commas, semicolons or lines (how older forms kept them). */
function readList(field: ListField, raw: unknown, path: string): Read<string[]> {
  if (typeof raw === 'string')
    return padded(
      field,
      raw
        .split(/[,;\n]/)
        .map((entry) => entry.trim())
        .filter(Boolean),
      [],
    );
  if (raw === undefined || raw === null) return padded(field, [], []);
  if (!Array.isArray(raw)) return padded(field, [], [{ path, reason: 'Not a list.' }]);
  const entries: string[] = [];
  const problems: ReadProblem[] = [];
  raw.forEach((entry: unknown, index) => {
    const read = readText(entry ?? '', `${path}.${index}`);
    if (read.problems.length > 0) problems.push(...read.problems);
    else entries.push(read.value);
  });
  return padded(field, entries, problems);
}

function readGroup(field: GroupField, raw: unknown, path: string): Read<GroupItemValues[]> {
  if (raw === undefined || raw === null) return paddedGroup(field, [], []);
  if (!Array.isArray(raw)) return paddedGroup(field, [], [{ path, reason: 'Not a list.' }]);
  const items: GroupItemValues[] = [];
  const problems: ReadProblem[] = [];
  raw.forEach((item: unknown, index) => {
    const read = readGroupItem(field, item, `${path}.${index}`);
    problems.push(...read.problems);
    if (read.value) items.push(read.value);
  });
  return paddedGroup(field, items, problems);
}

/**
 * Blocks padded as a list is, each with an identity of its own: the stored one, or else its place (`#2`),
 * which every device reading this version gives it alike. A repeated identity (a hand-edited record) is
 * replaced by a place, so that no two blocks share one.
 */
function paddedGroup(field: GroupField, items: GroupItemValues[], problems: ReadProblem[]) {
  const read = padded(field, items, problems);
  const taken = new Set<string>();
  const value = read.value.map((item, index) => {
    let id = item[ITEM_ID] ?? '';
    if (id === '' || taken.has(id)) id = placeItemId(index);
    while (taken.has(id)) id = `${id}'`;
    taken.add(id);
    return { ...item, [ITEM_ID]: id };
  });
  return { value, problems: read.problems };
}

/**
 * One block of a group: its text fields and its identity, where it has one; keys it does not know are reported
 * (kept while it is unchanged).
 */
export function readGroupItem(field: GroupField, raw: unknown, path: string): Read<GroupItemValues | null> {
  if (!isRecord(raw)) return { value: null, problems: [{ path, reason: `Not a ${field.itemLabel}.` }] };
  const problems: ReadProblem[] = [];
  const value: Record<string, string> = {};
  const id = raw[ITEM_ID];
  if (typeof id === 'string' && id !== '') value[ITEM_ID] = id;
  for (const inner of field.fields) {
    const read = readText(raw[inner.name], `${path}.${inner.name}`);
    value[inner.name] = read.value;
    problems.push(...read.problems);
  }
  const known = new Set([ITEM_ID, ...field.fields.map((inner) => inner.name)]);
  for (const key of Object.keys(raw))
    if (!known.has(key))
      problems.push({ path: `${path}.${key}`, reason: `Not part of a ${field.itemLabel}.` });
  return { value, problems };
}

/** Lists and groups show at least as many entries as the form asks for. */
function padded<T>(field: ListField | GroupField, entries: T[], problems: ReadProblem[]): Read<T[]> {
  const blank = () => (field.type === 'group' ? emptyItem(field, '') : '') as T;
  while (entries.length < field.min) entries.push(blank());
  return { value: entries, problems };
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
