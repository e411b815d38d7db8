import type { FieldList } from './wire/entity-resource';
import { basicHtml, fullHtml, type TextPlace } from './wire/basic-html';
import { plainText } from './wire/plain-text';

/**
 * The standard profile's text formats and who may use them (filter_formats() for the account): every member
 * `basic_html` and the fallback `plain_text`; `restricted_html` is the anonymous visitors', `full_html` the
 * administrator's, who holds every format. A text item's format must be one of the account's (the
 * AllowedValues constraint of TextItemBase), else core refuses the entity with 422; an item without a format
 * is not checked.
 */
const MEMBER_FORMATS: readonly string[] = ['basic_html', 'plain_text'];
const ADMINISTRATOR_FORMATS: readonly string[] = [...MEMBER_FORMATS, 'restricted_html', 'full_html'];

/** The violation line of a text field's format the account may not use (`comment_body`, `body`), or nothing. */
export function formatViolation(field: string, items: FieldList, administers: boolean): string | undefined {
  const format: unknown = items?.[0]?.format;
  if (format === undefined || format === null) return undefined;
  const allowed = administers ? ADMINISTRATOR_FORMATS : MEMBER_FORMATS;
  return typeof format === 'string' && allowed.includes(format)
    ? undefined
    : `${field}.0.format: The value you selected is not a valid choice.`;
}

/**
 * The format a text item names, once checked (formatViolation); `otherwise` for an item that names none: none
 * for a new one, as core keeps it (an edit passes the stored one).
 */
export function textFormatOf(items: FieldList, otherwise: string | null = null): string | null {
  const format: unknown = items?.[0]?.format;
  return typeof format === 'string' ? format : otherwise;
}

/**
 * A text item's `processed`: drawn through its format. `plain_text`, `basic_html` and the administrator's
 * `full_html` are drawn as core draws them, and an item without a format through the fallback format,
 * `plain_text` (filter_fallback_format()); the visitors' `restricted_html`, which no one here writes, as
 * `basic_html`.
 */
export function processedText(text: string, format: string | null, place: TextPlace): string {
  if (format === 'plain_text' || format === null) return plainText(text);
  return format === 'full_html' ? fullHtml(text) : basicHtml(text, place);
}
