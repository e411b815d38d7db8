import type { SandboxDatabase } from '../storage/database';
import { findUserById } from './tables/users';
import type { ChangedCheck } from './wire/entity-changed';
import { timestampSeconds } from './wire/entity-changed';
import { validationFailed, type FieldList } from './wire/entity-resource';
import { formatViolation } from './text-formats';

/**
 * Which fields of a node or a comment only an administrator may change, and the permission core names when it
 * refuses (NodeAccessControlHandler::checkFieldAccess, CommentAccessControlHandler::checkFieldAccess: their
 * "administrative fields"). Core's EntityResource::patch asks each submitted field's `edit` access and lets a
 * refused field through only when it carries the stored value, so a client may send back what it read.
 */
export const ADMINISTRATIVE_FIELDS = {
  node: { permission: 'administer nodes', fields: ['uid', 'status', 'created', 'promote', 'sticky'] },
  comment: { permission: 'administer comments', fields: ['uid', 'status', 'created'] },
} as const;

export type AdministeredEntity = keyof typeof ADMINISTRATIVE_FIELDS;

/** The stored values a PATCH of an administrative field is compared with (booleans, uid, created as ISO). */
export interface AdministrativeValues {
  uid: number;
  status: boolean;
  created: string;
  promote?: boolean;
  sticky?: boolean;
}

/**
 * Core's refusal of a field nobody may change once the entity exists (a comment's `entity_id` or `pid`): its
 * access is forbidden without a reason, so the words name the field alone.
 */
export const readOnlyRefusal = (field: string): ChangedCheck => ({
  status: 403,
  message: `Access denied on updating field '${field}'.`,
});

/**
 * The administrator's new author (`uid`) must be an account (the reference's ValidReference constraint): its
 * violation line, or nothing.
 */
function authorViolation(db: SandboxDatabase, items: FieldList): string | undefined {
  if (items === undefined) return undefined;
  const target = items[0]?.target_id;
  return findUserById(db, Number(target))
    ? undefined
    : `uid.0.target_id: The referenced entity (user: ${String(target)}) does not exist.`;
}

/**
 * Core's 422 for a PATCH that passed the access checks but not validation: a new author that is no account, or
 * a text (`textField`: `comment_body`, `body`) in a format the account may not use (text-formats.ts); a line
 * each, the author's first, as base fields come before the text. Nothing when the body is valid.
 */
export function editViolations(
  db: SandboxDatabase,
  body: { uid?: FieldList },
  textField: string,
  text: FieldList,
  mayAdminister: boolean,
): string | undefined {
  const violations = [authorViolation(db, body.uid), formatViolation(textField, text, mayAdminister)];
  const lines = violations.filter((line) => line !== undefined);
  return lines.length > 0 ? validationFailed(...lines) : undefined;
}

/** Core's words for a field refused with its permission's reason (EntityResource::checkPatchFieldAccess). */
export const fieldRefusal = (field: string, permission: string) =>
  `Access denied on updating field '${field}'. The '${permission}' permission is required.`;

/**
 * Whether `uid` holds the administrative permissions. The site's administrator role is Drupal's admin role,
 * which holds every permission (`administer nodes`, `administer comments`, `bypass node access`); no other
 * role of the site holds them.
 */
export function administers(db: SandboxDatabase, uid: number | null | undefined): boolean {
  if (uid === null || uid === undefined) return false;
  const user = findUserById(db, uid);
  return user !== undefined && !user.blocked && user.roles.includes('administrator');
}

/** A boolean item as core's serializer reads it: true, 1 or "1". */
export const asBoolean = (value: unknown) => value === true || value === 1 || value === '1';

function sameAsStored(field: string, items: FieldList, stored: AdministrativeValues): boolean {
  const item = items?.[0];
  if (field === 'uid') return Number(item?.target_id) === stored.uid;
  if (field === 'created') return timestampSeconds(item?.value) === Date.parse(stored.created) / 1000;
  const value = stored[field as 'status' | 'promote' | 'sticky'] ?? false;
  return asBoolean(item?.value) === value;
}

/** Per field name, the check of a PATCH body's field: nothing when allowed, core's refusal otherwise. */
export type FieldChecks = Record<string, (items: FieldList) => ChangedCheck>;

/** The checks of `entity`'s administrative fields for an account that does or does not administer it. */
export function administrativeFieldChecks(
  entity: AdministeredEntity,
  stored: AdministrativeValues,
  mayAdminister: boolean,
): FieldChecks {
  const { permission, fields } = ADMINISTRATIVE_FIELDS[entity];
  if (mayAdminister) return {};
  return Object.fromEntries(
    fields.map((field) => [
      field,
      (items: FieldList): ChangedCheck =>
        sameAsStored(field, items, stored)
          ? undefined
          : { status: 403, message: fieldRefusal(field, permission) },
    ]),
  );
}

/** The first refusal of the body's fields, in the body's order (core walks the submitted fields so). */
export function firstRefusedField(body: object, checks: FieldChecks): ChangedCheck {
  for (const [name, items] of Object.entries(body)) {
    const refusal = checks[name]?.(items as FieldList);
    if (refusal) return refusal;
  }
  return undefined;
}
