import { describe, expect, it } from 'vitest';
import { sameValue } from '@/domain/proposals/write-form-json';

// Each row: two JSON-like values, then whether they are the same (deep, key order ignored).
const ROWS: readonly [string, unknown, unknown, boolean][] = [
  ['equal texts', 'a', 'a', true],
  ['different texts', 'a', 'b', false],
  ['nulls', null, null, true],
  ['equal lists', ['a', 'b'], ['a', 'b'], true],
  ['a list and a longer one', ['a', 'b'], ['a', 'b', 'c'], false],
  ['a list and a shorter one', ['a', 'b', 'c'], ['a', 'b'], false],
  ['lists differing in their last entry', ['a', 'b', 'x'], ['a', 'b', 'c'], false],
  ['lists differing in their first entry', ['x', 'b'], ['a', 'b'], false],
  ['a list and a record with its indexes', ['a'], { 0: 'a' }, false],
  ['a record and a list', { 0: 'a' }, ['a'], false],
  ['records in another key order', { a: 1, b: 2 }, { b: 2, a: 1 }, true],
  ['a record and one with a key more', { a: 1 }, { a: 1, b: 2 }, false],
  ['a record and one with a key less', { a: 1, b: 2 }, { a: 1 }, false],
  ['records with other keys holding nothing', { a: undefined }, { b: undefined }, false],
  ['records differing in a value', { a: 1 }, { a: 2 }, false],
  ['nested equal records', { a: { x: [1, { y: 'z' }] } }, { a: { x: [1, { y: 'z' }] } }, true],
  ['nested records differing deep down', { a: { x: [1, { y: 'z' }] } }, { a: { x: [1, { y: 'w' }] } }, false],
  ['an empty record and null', {}, null, false],
  ['null and an empty record', null, {}, false],
  ['a text and a record', 'a', { a: 1 }, false],
  ['a text and a list of its letters', 'ab', ['a', 'b'], false],
  ['a list of letters and their text', ['a', 'b'], 'ab', false],
];

describe('comparing stored and edited values', () => {
  it.each(ROWS)('finds %s: %j and %j the same: %s', (_, a, b, same) => {
    expect(sameValue(a, b)).toBe(same);
  });
});
