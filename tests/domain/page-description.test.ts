import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LENGTH, pageDescription } from '@/domain/pages/page-description';
import { plainText } from '@/domain/shared/plain-text';
import { trimAtWord } from '@/domain/shared/trim-at-word';
import { aLayout, aPage, aParagraph, aTextParagraph } from '../support/builders';

/** What a search result or a link preview shows under a page's title. */
describe('plainText: CMS HTML as a description reads it', () => {
  it.each([
    ['tags go, words stay apart at block ends', '<p>Film</p><p>history</p>', 'Film history'],
    [
      'inline tags do not split a word',
      '<p>Cine<em>ma</em> and <a href="/x">media</a></p>',
      'Cinema and media',
    ],
    ['a line break separates', 'one<br>two<br/>three', 'one two three'],
    [
      'scripts, styles and comments say nothing',
      '<style>p{}</style><script>x()</script><!-- a -->Kept',
      'Kept',
    ],
    [
      'entities are decoded once',
      'Tom &amp; Jerry &lt;3 &quot;x&quot; &#39;y&#x27; &amp;lt;',
      'Tom & Jerry <3 "x" \'y\' &lt;',
    ],
    ['typographic entities', 'a&nbsp;b &ndash; c &mdash; d&hellip; &rsquo;', 'a b – c — d… ’'],
    ['an unknown entity is left as written', 'AT&T &bogus; &#xZZ;', 'AT&T &bogus; &#xZZ;'],
    ['a code point outside Unicode is left as written', '&#x110000; &#1114112;', '&#x110000; &#1114112;'],
    ['whitespace collapses and ends are trimmed', '  <p>\n a \t  b </p>\n ', 'a b'],
    ['a lone < that opens no tag is text', 'x < y and 3<4', 'x < y and 3<4'],
    ['plain text passes unchanged', 'Already plain.', 'Already plain.'],
  ])('%s', (_case, html, text) => {
    expect(plainText(html)).toBe(text);
  });
});

describe('trimAtWord', () => {
  it.each([
    ['short text is kept whole', 'Short text.', 20, 'Short text.'],
    ['text of exactly the limit is kept whole', 'abcde fghij', 11, 'abcde fghij'],
    ['a longer text ends at the last whole word, with an ellipsis', 'one two three four', 12, 'one two…'],
    ['a cut that falls just after a word keeps that word', 'one two three four', 8, 'one two…'],
    ['trailing punctuation before the ellipsis goes', 'one, two; three', 10, 'one, two…'],
    ['one long word is cut hard', 'abcdefghijklmnop', 6, 'abcde…'],
    ['characters outside the BMP are not split', '😀😀😀😀😀', 3, '😀😀…'],
  ])('%s', (_case, text, max, expected) => {
    const trimmed = trimAtWord(text, max);
    expect(trimmed).toBe(expected);
    expect([...trimmed].length).toBeLessThanOrEqual(max);
  });
});

describe('pageDescription', () => {
  const layout = aLayout('layout_twocol');
  const text = (html: string, region = 'first') => aTextParagraph('', html, { parent: layout, region });

  it('is the page’s own meta description when it has one, as plain text', () => {
    const page = aPage({
      metaDescription: ' Groups &amp; <b>panels</b> ',
      paragraphs: [layout, text('<p>Body</p>')],
    });
    expect(pageDescription(page)).toBe('Groups & panels');
  });

  it('else the first text paragraph as the visitor sees it: placed order, hidden and empty ones skipped', () => {
    const page = aPage({
      metaDescription: '  ',
      paragraphs: [
        layout,
        text('<p>Second column</p>', 'second'),
        text('<p>Never shown</p>', '_disabled'),
        aParagraph({ type: 'timeline', reversed: false }, { parent: layout, region: 'top' }),
        text('<p> </p>', 'top'),
        text('<p>First column</p>', 'first'),
      ],
    });
    expect(pageDescription(page)).toBe('First column');
  });

  it('is trimmed to about 160 characters at a word boundary', () => {
    const long = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const description = pageDescription(aPage({ metaDescription: long }));
    expect(DESCRIPTION_LENGTH).toBe(160);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.length).toBeGreaterThan(140);
    expect(description).toMatch(/ word\d+…$/);
    expect(long.startsWith(description.slice(0, -1))).toBe(true);
  });

  it('is empty when the page has no words to offer', () => {
    const page = aPage({
      metaDescription: '',
      paragraphs: [layout, aParagraph({ type: 'timeline', reversed: true }, { parent: layout })],
    });
    expect(pageDescription(page)).toBe('');
  });
});
