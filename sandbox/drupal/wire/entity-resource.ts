import type { RouteRequirements } from '../route-requirements';

/** What core's REST entity resources (`entity:comment`, `entity:node`) share. */

/** Json only, with the CSRF header on their unsafe methods (cookie authentication). */
export const ENTITY_RESOURCE: RouteRequirements = { requestFormat: 'json', csrf: 'header' };

/**
 * Drupal's field lists in a body: `[{"value": ...}]` or `[{"target_id": ...}]` (a text's with its `format`);
 * the first item's property.
 */
export type FieldList = { value?: unknown; target_id?: unknown; format?: unknown }[] | undefined;

/** Core's answer for an id that names no entity: its route parameter was not converted (404). */
export const notConverted = (entity: 'node' | 'comment', method: string) =>
  `The "${entity}" parameter was not converted for the path "/${entity}/{${entity}}" (route name: "rest.entity.${entity}.${method}")`;

/**
 * Core's 422 for an entity that fails validation: its first line, then one line per violation (`path: message`),
 * each line ending with `\n` (EntityResourceValidationTrait).
 */
export const validationFailed = (...violations: string[]) =>
  `Unprocessable Entity: validation failed.\n${violations.map((line) => `${line}\n`).join('')}`;

/**
 * Whether a text or string field's value is one core keeps: its items are empty only for null or ''
 * (TextItemBase::isEmpty, StringItemBase::isEmpty), so spaces, no-break and zero-width spaces are stored as
 * sent. A required field without one fails its NotNull constraint ("This value should not be null.").
 */
export const isTextValue = (value: unknown): value is string => typeof value === 'string' && value !== '';
