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
    // Neighbouring runs of one kind read as one run.
    ['<strong>Lis</strong><strong>bon</strong> today', [match('Lisbon'), plain(' today')]],
    // White space alone between two matches still parts them, by one space.
    ['<strong>open</strong> \n <strong>call</strong>', [match('open'), plain(' '), match('call')]],
    // A closing tag inside another leaves the outer match open.
    ['<strong><strong>a</strong>b</strong>c', [match('ab'), plain('c')]],
  ])('%s', (html, parts) => {
    expect(excerptParts(html)).toEqual(parts);
  });
});
