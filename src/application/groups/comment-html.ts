import { escapeHtml } from '@/domain/shared/escape-html';

/**
 * A comment typed as plain text, as the HTML Drupal stores: every character escaped (what the
 * member typed is never markup), blank lines between paragraphs, single line breaks kept.
 */
export function commentHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
