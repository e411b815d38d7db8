import Quill from 'quill';
import { describe, expect, it } from 'vitest';
import { EDITOR_FORMATS } from '@/ui/editor/rich-text-editor';
import { registerSafeFormats } from '@/ui/editor/quill-formats';
import { sanitizeMemberHtml } from '@/ui/shared/member-html';

/**
 * Quill 2.0.3, the newest, writes a formula's and a video's value into its HTML export unescaped
 * (CVE-2025-15056, GHSA-v3m3-f69x-jf25; no fixed version): SECURITY.md, "Known advisories". Two walls keep
 * it from a reader: the editor knows neither format, and what members wrote is sanitised when shown.
 */
describe('the quill advisory (formula and video blots)', () => {
  const HOSTILE = '<img src=x onerror="window.hacked=true">';

  function editorHtml(act: (quill: Quill) => void): string {
    registerSafeFormats();
    const host = document.createElement('div');
    document.body.append(host);
    const quill = new Quill(host, { formats: EDITOR_FORMATS });
    act(quill);
    const html = quill.getSemanticHTML();
    host.remove();
    return html;
  }

  it('the editor knows neither format', () => {
    expect(EDITOR_FORMATS).not.toContain('formula');
    expect(EDITOR_FORMATS).not.toContain('video');
  });

  it('drops a pasted video and formula from what it sends', () => {
    const html = editorHtml((quill) =>
      quill.clipboard.dangerouslyPasteHTML(
        `<p>kept</p><iframe class="ql-video" src="javascript:alert(1)"></iframe>` +
          `<span class="ql-formula" data-value='${HOSTILE}'>f</span>`,
      ),
    );
    expect(html).toContain('kept');
    expect(html).not.toMatch(/iframe|ql-formula|ql-video|onerror|javascript:/);
  });

  it.each([
    ['a video', { video: 'javascript:alert(1)' }],
    ['a formula', { formula: HOSTILE }],
  ])('refuses %s given as contents: no blot of it is ever made', (_, embed) => {
    expect(() => editorHtml((quill) => quill.setContents([{ insert: 'kept' }, { insert: embed }]))).toThrow(
      /Unable to create (video|formula) blot/,
    );
  });

  it.each([
    [
      'a video',
      '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="javascript:alert(1)"></iframe>',
    ],
    ['a formula exported unescaped', `<span class="ql-formula">${HOSTILE}</span>`],
  ])('shows %s as a reader would get it: nothing that runs', (_, exported) => {
    const shown = sanitizeMemberHtml(`<p>text</p>${exported}`, { root: '/cms/' });
    expect(shown).not.toMatch(/iframe|onerror|javascript:|ql-/);
    expect(shown).toContain('<p>text</p>');
  });
});
