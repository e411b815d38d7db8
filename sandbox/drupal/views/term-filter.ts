/** An exposed taxonomy filter: no restriction, a set of term ids, or input no term can match. */
export type TermFilter = { kind: 'any' } | { kind: 'some'; tids: number[] } | { kind: 'invalid' };

/**
 * Reads filter values that may be comma lists (`3,5`), repeated parameters, or both. Empty values and
 * Drupal's "All" mean no restriction; anything that is not a term id makes the filter invalid, which
 * the views answer with empty rows rather than an error.
 */
export function parseTermFilter(values: readonly string[]): TermFilter {
  const parts = values
    .flatMap((value) => value.split(','))
    .map((part) => part.trim())
    .filter((part) => part !== '' && part.toLowerCase() !== 'all');
  if (parts.length === 0) return { kind: 'any' };
  if (!parts.every((part) => /^\d+$/.test(part))) return { kind: 'invalid' };
  return { kind: 'some', tids: [...new Set(parts.map(Number))] };
}

export function tidsOf(filter: TermFilter): number[] | undefined {
  return filter.kind === 'some' ? filter.tids : undefined;
}
