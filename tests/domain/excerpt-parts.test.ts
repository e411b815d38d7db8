import { describe, expect, it } from 'vitest';
import { excerptParts } from '@/domain/search/excerpt-parts';

const match = (text: string) => ({ text, match: true });
const plain = (text: string) => ({ text, match: false });

describe('excerptParts', () => {
  it.each([
    ['the <strong>call</strong> is open', [plain('the '), match('call'), plain(' is open')]],
    ['<strong>Lisbon</strong>', [match('Lisbon')]],
    [
      '…a <strong>film</strong> and <strong>films</strong>…',
      [plain('…a '), match('film'), plain(' and '), match('films'), plain('…')],
    ],
    ['Fish &amp; chips &lt;b&gt; &quot;x&quot; &#039;y&#039;', [plain('Fish & chips <b> "x" \'y\'')]],
    ['<STRONG class="x">a</STRONG>b', [match('a'), plain('b')]],
    ['<em>not</em> <a href="javascript:alert(1)">kept</a><script>alert(1)</script>', [plain('not kept')]],
    ['<strong><strong>deep</strong></strong></strong> end', [match('deep'), plain(' end')]],
    ['', []],
  ])('%s', (html, parts) => {
    expect(excerptParts(html)).toEqual(parts);
  });
});
