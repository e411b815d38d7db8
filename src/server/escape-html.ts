/**
 * Text made safe to place in HTML, in an element or a quoted attribute: the first screen's title and
 * description (place-first-screen.ts), and the sandbox's own pages.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
