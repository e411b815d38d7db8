import type { FastifyRequest } from 'fastify';
import { JSDOM } from 'jsdom';
import type { DrupalMode } from '../drupal-mode';
import { secureImages } from './secure-images';
import { xssFilter } from './xss-filter';

declare module 'fastify' {
  interface FastifyRequest {
    /** Which Drupal the stand-in plays, for the text format it draws member text with. */
    drupalMode: DrupalMode;
  }
}

/** Where member text is drawn: the host the request was made to (the picture filter's) and which Drupal. */
export interface TextPlace {
  host: string;
  drupal: DrupalMode;
}

export const textPlaceOf = (request: FastifyRequest): TextPlace => ({
  host: request.headers.host ?? '',
  drupal: request.drupalMode,
});

/** Elements, each with the attributes it may keep (none for `[]`). */
type AllowedHtml = Readonly<Record<string, readonly string[]>>;

/**
 * basic_html's `allowed_html` in core 10.3's standard profile. `lang`, and `dir` as `ltr` or `rtl`, are
 * FilterHtml's for every element besides.
 */
const STANDARD: AllowedHtml = {
  br: [],
  p: [],
  h2: ['id'],
  h3: ['id'],
  h4: ['id'],
  h5: ['id'],
  h6: ['id'],
  cite: [],
  dl: [],
  dt: [],
  dd: [],
  a: ['hreflang', 'href'],
  blockquote: ['cite'],
  ul: ['type'],
  ol: ['start', 'type'],
  strong: [],
  em: [],
  code: [],
  li: [],
  img: [
    'src',
    'alt',
    'data-entity-uuid',
    'data-entity-type',
    'height',
    'width',
    'data-caption',
    'data-align',
  ],
};

/**
 * The association's basic_html (**decided**, docs/deploy.md): the standard list and what the portal's editor
 * writes besides, underline and a list item's kind (`data-list`: bullet, ordered, checked, unchecked), so that
 * its checklists stay checklists.
 */
const SITE: AllowedHtml = { ...STANDARD, u: [], li: ['data-list'] };

const FORMATS: Readonly<Record<DrupalMode, { allowed: AllowedHtml; tags: ReadonlySet<string> }>> = {
  core: { allowed: STANDARD, tags: new Set(Object.keys(STANDARD)) },
  site: { allowed: SITE, tags: new Set(Object.keys(SITE)) },
};
const DIRECTIONS = new Set(['ltr', 'rtl']);
const ALIGNMENTS = new Set(['left', 'center', 'right']);
const VOID_ELEMENTS = new Set([
  'br',
  'img',
  'hr',
  'wbr',
  'area',
  'base',
  'col',
  'embed',
  'input',
  'link',
  'meta',
  'source',
  'track',
]);

/**
 * Member HTML as `drupal`'s basic_html draws it (a comment's `comment_body`, a topic's `body`: their `processed`, and the
 * topic view's copies of them), its filters in core's order: filter_html (Xss::filter() keeps the allowed elements,
 * then FilterHtml::filterAttributes() their allowed attributes, on a DOM, so a tag left open is closed), filter_align
 * (`data-align` becomes the class `align-…`), then the pictures' filters (secure-images.ts). Not played:
 * filter_caption (a picture with `data-caption` stays a picture, no `<figure>`) and editor_file_reference (the
 * editor's `data-entity-*` are kept as sent). Drupal filters when it draws, never when it stores: the entity's
 * `value` keeps what was sent.
 */
export function basicHtml(html: string, { host, drupal }: TextPlace): string {
  return secureImages(filteredOnce(html, drupal), host);
}

/**
 * filter_html's answers kept by text and format: parsing each body into a DOM costs about a millisecond, and a
 * topic's view draws every comment at every read. At most this many, the oldest dropped first.
 */
const KEPT_TEXTS = 5_000;
const kept = new Map<string, string>();

function filteredOnce(html: string, drupal: DrupalMode): string {
  const key = `${drupal}\n${html}`;
  const known = kept.get(key);
  if (known !== undefined) return known;
  const { allowed, tags } = FORMATS[drupal];
  const filtered = filterHtml(xssFilter(html, tags), allowed);
  if (kept.size >= KEPT_TEXTS) kept.delete(kept.keys().next().value!);
  kept.set(key, filtered);
  return filtered;
}

/**
 * The standard profile's `full_html`, the administrator's, which the portal never writes, its filters in core's
 * order: filter_align, then filter_htmlcorrector (the text parsed into a DOM and serialized again, so a tag left
 * open is closed). No element is taken out, a script neither. Not played, as in basicHtml: filter_caption and
 * editor_file_reference.
 */
export function fullHtml(html: string): string {
  const body = parsed(html);
  for (const element of body.querySelectorAll('[data-align]')) alignByClass(element);
  return serialized(body).trim();
}

let document: Document | null = null;

function parsed(html: string): HTMLElement {
  document ??= new JSDOM('').window.document;
  const body = document.createElement('body');
  body.innerHTML = html;
  return body;
}

function filterHtml(html: string, allowed: AllowedHtml): string {
  const body = parsed(html);
  for (const element of body.querySelectorAll('*'))
    keepAllowedAttributes(element, allowed[element.localName]);
  for (const element of body.querySelectorAll('[data-align]')) alignByClass(element);
  return serialized(body).trim();
}

function keepAllowedAttributes(element: Element, allowed: readonly string[] = []): void {
  for (const { name, value } of [...element.attributes]) {
    if (name === 'dir') {
      const directions = value.split(/\s+/).filter((word) => DIRECTIONS.has(word));
      if (directions.length > 0) element.setAttribute(name, directions.join(' '));
      else element.removeAttribute(name);
    } else if (name !== 'lang' && !allowed.includes(name)) element.removeAttribute(name);
  }
}

/** FilterAlign: the attribute goes; one of the three alignments becomes a class after any the element has. */
function alignByClass(element: Element): void {
  const align = element.getAttribute('data-align') ?? '';
  element.removeAttribute('data-align');
  if (!ALIGNMENTS.has(align)) return;
  const classes = element.getAttribute('class');
  element.setAttribute('class', classes ? `${classes} align-${align}` : `align-${align}`);
}

/** Elements whose text html5-php's serializer writes as it stands, unescaped (full_html keeps a script). */
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext']);

/**
 * Html::serialize(): core's serializer rules (HtmlSerializerRules over html5-php's), which escape `<` and `>` in
 * attribute values besides `&`, `"` and the no-break space.
 */
function serialized(parent: Node): string {
  let html = '';
  const raw = RAW_TEXT_ELEMENTS.has((parent as Element).localName);
  for (const node of parent.childNodes) {
    if (node.nodeType === node.TEXT_NODE)
      html += raw ? (node.textContent ?? '') : escaped(node.textContent ?? '', /[&\u00a0<>]/g);
    else if (node.nodeType === node.ELEMENT_NODE) html += elementHtml(node as Element);
  }
  return html.replace(/\r\n?/g, '\n');
}

function elementHtml(element: Element): string {
  const name = element.localName;
  const attributes = [...element.attributes]
    .map((attribute) => ` ${attribute.name}="${escaped(attribute.value, /[&\u00a0"<>]/g)}"`)
    .join('');
  if (VOID_ELEMENTS.has(name)) return `<${name}${attributes}>`;
  return `<${name}${attributes}>${serialized(element)}</${name}>`;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '\u00a0': '&nbsp;',
  '"': '&quot;',
  '<': '&lt;',
  '>': '&gt;',
};

const escaped = (text: string, characters: RegExp) =>
  text.replace(characters, (character) => ESCAPES[character]!);
