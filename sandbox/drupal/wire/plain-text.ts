import { decodedEntities } from './html-entities';
import { FILTER_PROTOCOLS } from './filter-protocols';
import { htmlEscaped } from './xss-filter';

/**
 * The standard profile's `plain_text` format, its filters in core's order (weight, then id): filter_html_escape,
 * filter_autop, filter_url (72 characters). The text is escaped first, so no tag of the writer's reaches the two
 * others: autop sees text alone and the URL filter only autop's `<p>` and `<br />`.
 */
export function plainText(text: string): string {
  return linkedUrls(paragraphs(htmlEscaped(text).replace(/^[ \t\n\r\0\v]+|[ \t\n\r\0\v]+$/g, '')));
}

/** PCRE's `\s` without the `u` flag: ASCII white space only (JavaScript's counts Unicode's too). */
const S = '[ \\t\\n\\v\\f\\r]';

/** _filter_autop's block-level tags: on text without tags, only the `<p>` it writes itself is among them. */
const BLOCK =
  '(?:table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|select|option|form|map|' +
  'area|blockquote|address|math|input|p|h[1-6]|fieldset|legend|hr|article|aside|details|figcaption|figure|' +
  'footer|header|hgroup|menu|nav|section|summary)';

/** _filter_autop on text without tags: its steps that can act there, in its order. */
function paragraphs(text: string): string {
  let chunk = `${text.replace(/\n*$/, '')}\n\n`;
  chunk = chunk.replace(/\n\n+/g, '\n\n');
  chunk = chunk.replace(new RegExp(`^\\n|\\n${S}*\\n$`, 'g'), '');
  chunk = `<p>${chunk.replace(new RegExp(`\\n${S}*\\n\\n?(.)`, 'gu'), '</p>\n<p>$1')}</p>\n`;
  chunk = chunk.replace(new RegExp(`<p>${S}*</p>\\n?`, 'g'), '');
  chunk = chunk.replace(new RegExp(`<p>${S}*(</?${BLOCK}[^>]*>)`, 'g'), '$1');
  chunk = chunk.replace(new RegExp(`(</?${BLOCK}[^>]*>)${S}*</p>`, 'g'), '$1');
  chunk = chunk.replace(new RegExp(`(?<!<br />)${S}*\\n`, 'g'), '<br />\n');
  chunk = chunk.replace(new RegExp(`(</?${BLOCK}[^>]*>)${S}*<br />`, 'g'), '$1');
  chunk = chunk.replace(new RegExp(`<br />(${S}*</?(?:p|li|div|dl|dd|dt|th|pre|td|ul|ol)>)`, 'g'), '$1');
  return chunk.replace(/&([^#])(?![A-Za-z0-9]{1,8};)/g, '&amp;$1');
}

// FilterUrl's patterns, as core writes them.
const PROTOCOLS = FILTER_PROTOCOLS.map((protocol) => `${protocol}:(?://)?`).join('|');
const PATH_CHAR = "[\\p{L}\\p{M}\\p{N}!\\*';:=\\+,\\.\\$\\/%#\\[\\]\\-_~@&]";
const BALANCED_PARENS = `\\(${PATH_CHAR}+\\)`;
const PATH_END = `[\\p{L}\\p{M}\\p{N}:_+~#=/]|(?:${BALANCED_PARENS})`;
const QUERY_CHAR = "[a-zA-Z0-9!?\\*'@\\(\\);:&=\\+\\$\\/%#\\[\\]\\-_\\.,~|]";
const QUERY_END = '[a-zA-Z0-9_&=#\\/]';
const PATH = `(?:(?:${PATH_CHAR}*(?:${BALANCED_PARENS}${PATH_CHAR}*)*${PATH_END})|(?:@${PATH_CHAR}+\\/))`;
const DOMAIN = '(?:[\\p{L}\\p{M}\\p{N}._+-]+\\.)?[\\p{L}\\p{M}]{2,64}\\b';
const EMAIL_DOMAIN = '(?:[\\p{L}\\p{M}\\p{N}._+-]+\\.)+[\\p{L}\\p{M}]{2,64}\\b';
const IP = '(?:[0-9]{1,3}\\.){3}[0-9]{1,3}';
const AUTH = '[\\p{L}\\p{M}\\p{N}:%_+*~#?&=.,/;-]+@';
const TRAIL = `(${PATH}*)?(\\?${QUERY_CHAR}*${QUERY_END})?`;

/** A link core's way: the address's references read, then escaped; the caption cut to 72 characters. */
const link = (prefix: string) => (address: string) => {
  const read = address.replace(/&(?:#[0-9]+|#x[0-9a-f]+|[a-z][a-z0-9]*);/gi, (reference) =>
    decodedEntities(reference),
  );
  return `<a href="${prefix}${htmlEscaped(read)}">${htmlEscaped(truncated(read))}</a>`;
};

const URL_TASKS: readonly (readonly [RegExp, (address: string) => string])[] = [
  [new RegExp(`((?:${PROTOCOLS})(?:(?:${AUTH})?(?:${DOMAIN}|${IP})/?(?:${TRAIL})?))`, 'gu'), link('')],
  [new RegExp(`([\\p{L}\\p{M}\\p{N}._+-]{1,254}@(?:${EMAIL_DOMAIN}))`, 'gu'), link('mailto:')],
  [new RegExp(`(www\\.(?:${DOMAIN})/?(?:${TRAIL})?)`, 'gu'), link('http://')],
];

/** Where FilterUrl makes no links: within these elements. */
const IGNORED = /^<(a|script|style|code|pre)(?:\s|>)/i;

/** FilterUrl: each kind of address in turn, in text outside tags and outside the elements it leaves alone. */
function linkedUrls(html: string): string {
  return URL_TASKS.reduce((text, [pattern, linked]) => {
    let open = '';
    return text
      .split(/(<.+?>)/s)
      .map((chunk, index) => {
        if (index % 2 === 0)
          return open === '' ? chunk.replace(pattern, (address) => linked(address)) : chunk;
        if (open === '') open = IGNORED.exec(chunk)?.[1] ?? '';
        else if (new RegExp(`</${open}>`, 'i').test(chunk)) open = '';
        return chunk;
      })
      .join('');
  }, html);
}

/** Unicode::truncate() with an ellipsis, not word-safe: 71 characters, trailing periods dropped, then `…`. */
function truncated(text: string, length = 72): string {
  const characters = [...text];
  if (characters.length <= length) return text;
  return `${characters
    .slice(0, length - 1)
    .join('')
    .replace(/\.+$/, '')}…`;
}
