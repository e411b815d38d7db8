import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collectDrawnHtml, htmlFingerprint } from '@/ui/shared/drawn-html';
import { MemberHtml, memberHtmlKey } from '@/ui/shared/member-html';
import { SafeHtml } from '@/ui/shared/safe-html';
import { sanitizeHtml } from '@/ui/shared/sanitize-html';
import { renderWithServices } from '../support/ui-harness';

/** A document as the server drew it: SafeHtml's element with the sanitized HTML inside. */
function drawnDocument(inner: string, key: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `<main><div data-html-key="${key}">${inner}</div></main>`;
  return root;
}

/**
 * Taking a server-drawn screen over without the sanitizer's code: SafeHtml finds the HTML the server
 * sanitized by the fingerprint of the answer's HTML, and sanitizes anything else itself.
 */
describe('CMS HTML the server drew', () => {
  it('is known by a fingerprint of the HTML the content system sent, its length included', () => {
    expect(htmlFingerprint('<p>Call for papers</p>')).toBe(htmlFingerprint('<p>Call for papers</p>'));
    expect(htmlFingerprint('<p>Call for papers</p>')).not.toBe(htmlFingerprint('<p>Call for paper</p>'));
    expect(htmlFingerprint('ab')).not.toBe(htmlFingerprint('ba'));
    expect(htmlFingerprint('x'.repeat(40))).toMatch(/-14$/);
  });

  it('is written with its fingerprint, so the browser can find the server’s form of it', async () => {
    const html = '<p>Screenings</p>';
    const { baseElement: container } = await renderWithServices(<SafeHtml html={html} />);
    expect(container.querySelector('[data-html-key]')).toHaveAttribute(
      'data-html-key',
      htmlFingerprint(html),
    );
  });

  it('is taken over as the server sanitized it, not sanitized again', async () => {
    const html = '<p>Programme</p><img src="x" onerror="alert(1)">';
    collectDrawnHtml(drawnDocument('<p>Programme as drawn</p>', htmlFingerprint(html)));
    await renderWithServices(<SafeHtml html={html} />);
    expect(screen.getByText('Programme as drawn')).toBeInTheDocument();
  });

  it('is sanitized here when the answer brings HTML the server did not draw', async () => {
    collectDrawnHtml(drawnDocument('<p>Old text</p>', htmlFingerprint('<p>Old text</p>')));
    const { baseElement: container } = await renderWithServices(
      <SafeHtml html={'<p>New text</p><img src="x" onerror="alert(1)">'} />,
    );
    expect(screen.getByText('New text')).toBeInTheDocument();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
  });

  it('never takes a mark inside the content for the server’s own', async () => {
    const hostile = '<p>Injected</p><img src="x" onerror="alert(1)">';
    const inner = `<p>Outer</p><div data-html-key="${htmlFingerprint(hostile)}"><img src="x" onerror="alert(1)"></div>`;
    collectDrawnHtml(drawnDocument(inner, htmlFingerprint('<p>Outer</p>')));
    const { baseElement: container } = await renderWithServices(<SafeHtml html={hostile} />);
    expect(screen.getByText('Injected')).toBeInTheDocument();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
  });

  it('keeps no such mark from the content system’s own HTML', () => {
    expect(sanitizeHtml('<div data-html-key="abc" data-note="kept">Text</div>')).toBe(
      '<div data-note="kept">Text</div>',
    );
  });
});

describe('member HTML the server drew (a topic’s message, its comments)', () => {
  it('is taken over as the server sanitized it, not sanitized again', async () => {
    const html = '<p>See you in Lisbon</p>';
    collectDrawnHtml(drawnDocument('<p>See you in Lisbon, as drawn</p>', memberHtmlKey(html)));
    const { baseElement: container } = await renderWithServices(<MemberHtml html={html} />);
    expect(screen.getByText('See you in Lisbon, as drawn')).toBeInTheDocument();
    expect(container.querySelector('[data-html-key]')).toHaveAttribute('data-html-key', memberHtmlKey(html));
  });

  it('is never taken over as the content system’s form of the same text, which a laxer profile sanitized', async () => {
    const html = '<p>Same text</p><img src="x" onerror="alert(1)">';
    collectDrawnHtml(drawnDocument('<p>As the content system drew it</p>', htmlFingerprint(html)));
    const { baseElement: container } = await renderWithServices(<MemberHtml html={html} />);
    expect(screen.getByText('Same text')).toBeInTheDocument();
    expect(screen.queryByText('As the content system drew it')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
  });
});
