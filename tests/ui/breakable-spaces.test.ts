import { describe, expect, it } from 'vitest';
import { sentHtml } from '@/ui/editor/sent-html';
import { breakableSpaces } from '@/ui/shared/breakable-spaces';

describe('breakableSpaces', () => {
  it.each([
    ['a\u00a0b', 'a b'],
    ['a\u00a0\u00a0\u00a0b', 'a \u00a0\u00a0b'],
    ['a \u00a0b', 'a \u00a0b'],
    ['\u00a0', '\u00a0'],
    ['plain text', 'plain text'],
  ])('writes %j as %j', (text, written) => {
    expect(breakableSpaces(text)).toBe(written);
  });
});

describe('sentHtml, the editor’s HTML as it is posted', () => {
  it('has no &nbsp; between words, and leaves tags and attributes alone', () => {
    expect(sentHtml('<p>a&nbsp;<a href="/x?a=1&amp;b" target="_blank">link&nbsp;text</a>&nbsp;b</p>')).toBe(
      '<p>a <a href="/x?a=1&amp;b" target="_blank">link text</a> b</p>',
    );
  });
});
