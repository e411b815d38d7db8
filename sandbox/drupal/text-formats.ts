import type { FieldList } from './wire/entity-resource';

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
