import { JSDOM } from 'jsdom';

let textarea: HTMLTextAreaElement | null = null;

/**
 * Html::decodeEntities() (`html_entity_decode` with HTML5's entities): every character reference read, an
 * unknown name left as written. A textarea's markup is text with references, so the DOM reads them as HTML does.
 */
export function decodedEntities(text: string): string {
  if (!text.includes('&')) return text;
  textarea ??= new JSDOM('').window.document.createElement('textarea');
  textarea.innerHTML = text.replaceAll('<', '&lt;');
  return textarea.value;
}
