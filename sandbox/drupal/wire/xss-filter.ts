import { FILTER_PROTOCOLS } from './filter-protocols';
import { decodedEntities } from './html-entities';

/**
 * Core's Xss::filter() (lib/Drupal/Component/Utility/Xss.php, 10.3), the first half of filter_html: it drops
 * every tag whose element is not in `allowedTags` (its text stays), every comment, every `style` and `on…`
 * attribute, and dangerous protocols (any not in core's `filter_protocols`: `javascript:`, `data:`) from
 * attributes that carry an address; it escapes a lone `<` or `>` and a bare `&`. Its patterns are PCRE
 * without the `u` flag, so `\s` is ASCII white space only, as here.
 */
export function xssFilter(html: string, allowedTags: ReadonlySet<string>): string {
  const defused = html
    .replaceAll('\0', '')
    .replace(NETSCAPE_ENTITY, '')
    .replaceAll('&', '&amp;')
    .replace(/&amp;#([0-9]+;)/g, '&#$1')
    .replace(/&amp;#[Xx]0*((?:[0-9A-Fa-f]{2})+;)/g, '&#x$1')
    .replace(/&amp;([A-Za-z][A-Za-z0-9]*;)/g, '&$1');
  return defused.replace(TAG_OR_BRACKET, (piece) => splitTag(piece, allowedTags));
}

const S = '[ \\t\\n\\x0B\\f\\r]';
const NETSCAPE_ENTITY = new RegExp(`&${S}*\\{[^}]*(\\}${S}*;?|$)`, 'g');
/** A lone `<`, a comment, a `<` up to its `>` or the end, or a lone `>`. */
const TAG_OR_BRACKET = /<(?=[^a-zA-Z!/])|<!--.*?-->|<[^>]*(?:>|$)|>/g;
const TAG = new RegExp(`^<${S}*(\\/${S}*)?([a-zA-Z0-9-]+)${S}*([^>]*)>?|(<!--.*?-->)$`);
const XHTML_SLASH = new RegExp(`(${S}?)\\/${S}*$`);

function splitTag(piece: string, allowedTags: ReadonlySet<string>): string {
  if (!piece.startsWith('<')) return '&gt;';
  if (piece.length === 1) return '&lt;';
  const match = TAG.exec(piece);
  // A comment's element is `!--`, never allowed; what matches neither is "seriously malformed".
  if (!match?.[2] || !allowedTags.has(match[2].toLowerCase())) return '';
  const [, slash, element, rest = ''] = match;
  if (slash !== undefined) return `</${element}>`;
  const attributes = attributesOf(rest.replace(XHTML_SLASH, '$1')).join(' ').replace(/[<>]/g, '');
  return `<${element}${attributes ? ` ${attributes}` : ''}>`;
}

/** Attributes whose value is no address, so their protocol is left alone (Xss::attributes()). */
const NOT_AN_ADDRESS = new Set(['title', 'alt', 'rel', 'property', 'class', 'datetime']);

const NAME = /^[-a-zA-Z][-a-zA-Z0-9]*/;
const EQUALS = new RegExp(`^${S}*=${S}*`);
const SPACES = new RegExp(`^${S}+`);
const DOUBLE_QUOTED = new RegExp(`^"([^"]*)"(${S}+|$)`);
const SINGLE_QUOTED = new RegExp(`^'([^']*)'(${S}+|$)`);
const UNQUOTED = new RegExp(`^([^${S.slice(1, -1)}"']+)(${S}+|$)`);
/** What is not well formed, dropped up to the next space (a quoted stretch whole). */
const MALFORMED = new RegExp(`^("[^"]*("|$)|'[^']*('|$)||\\S)*${S}*`);

/** Xss::attributes(): its three states, name, `=` or a valueless attribute, and value. */
function attributesOf(text: string): string[] {
  const kept: string[] = [];
  let rest = text;
  let mode: 'name' | 'equals' | 'value' = 'name';
  let name = '';
  let skip = false;
  let keepsProtocol = false;
  while (rest.length > 0) {
    let working = false;
    if (mode === 'name') {
      const found = NAME.exec(rest)?.[0];
      if (found !== undefined) {
        name = found.toLowerCase();
        skip = name === 'style' || name.startsWith('on') || name.startsWith('-') || name.length > 96;
        keepsProtocol = name.startsWith('data-') || NOT_AN_ADDRESS.has(name);
        working = true;
        mode = 'equals';
        rest = rest.slice(found.length);
      }
    } else if (mode === 'equals') {
      const equals = EQUALS.exec(rest)?.[0];
      const spaces = SPACES.exec(rest)?.[0];
      if (equals !== undefined) {
        working = true;
        mode = 'value';
        rest = rest.slice(equals.length);
      } else if (spaces !== undefined) {
        working = true;
        mode = 'name';
        if (!skip) kept.push(name);
        rest = rest.slice(spaces.length);
      }
    } else {
      mode = 'name';
      working = true;
      const value = (raw: string) => (keepsProtocol ? raw : filterBadProtocol(raw));
      const double = DOUBLE_QUOTED.exec(rest);
      const single = double ? null : SINGLE_QUOTED.exec(rest);
      const bare = double ?? (single ? null : UNQUOTED.exec(rest));
      if (bare) {
        if (!skip) kept.push(`${name}="${value(bare[1]!)}"`);
        rest = rest.slice(bare[0].length);
      } else if (single) {
        if (!skip) kept.push(`${name}='${value(single[1]!)}'`);
        rest = rest.slice(single[0].length);
      }
    }
    if (!working) {
      rest = rest.replace(MALFORMED, '');
      mode = 'name';
    }
  }
  // The list ends with a valueless attribute ("selected").
  if (mode === 'equals' && !skip) kept.push(name);
  return kept;
}

/** UrlHelper::filterBadProtocol(): the address as meant (entities read), its bad protocols gone, escaped. */
function filterBadProtocol(value: string): string {
  return htmlEscaped(strippedOfDangerousProtocols(decodedEntities(value)));
}

const ALLOWED_PROTOCOLS: ReadonlySet<string> = new Set(FILTER_PROTOCOLS);

/** UrlHelper::stripDangerousProtocols(), with core's default list of allowed protocols. */
function strippedOfDangerousProtocols(address: string): string {
  let uri = address;
  for (;;) {
    const colon = uri.indexOf(':');
    if (colon <= 0) return uri;
    const protocol = uri.slice(0, colon);
    // A colon after a slash, a question mark or a hash is no scheme's: a relative address.
    if (/[/?#]/.test(protocol) || ALLOWED_PROTOCOLS.has(protocol.toLowerCase())) return uri;
    uri = uri.slice(colon + 1);
  }
}

/** Html::escape(): htmlspecialchars() with ENT_QUOTES. */
export const htmlEscaped = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#039;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
