import * as z from 'zod/mini';
import type { MenuItem, MenuType, MenuVisibility } from '@/domain/menu/menu';
import { wireFlag, wireNumberOrNull } from '../../wire/answer-parsing';

/** `GET {app}-json/get-menu/{main|footer}` (docs/wire-drupal.md, "Site endpoints of the custom module"). */

const roleRule = z.pipe(
  // PHP sends empty attribute maps as `[]`: no rule then.
  z.catch(
    z.nullish(z.object({ attributes: z.nullish(z.object({ show_item_by_role: z.optional(z.unknown()) })) })),
    null,
  ),
  z.transform((attributes) => attributes?.attributes?.show_item_by_role),
);

const menuItemSchema = z.object({
  label: z.string(),
  href: z.string(),
  // Links to views or outside pages have no node: "", null or nothing at all.
  nid: wireNumberOrNull,
  sub: z.optional(z.unknown()),
  attributes: roleRule,
});

/** Main menu: a truthy flag means logged-in users only. Footer: a comma list of role names. */
const VISIBILITY_RULES: Record<MenuType, (rule: unknown) => MenuVisibility> = {
  main: (rule) => (wireFlag.parse(rule) ? { kind: 'logged-in' } : { kind: 'everyone' }),
  footer: (rule) => {
    const roles = roleNames(rule);
    return roles.length > 0 ? { kind: 'roles', roles } : { kind: 'everyone' };
  },
};

/** `"member, editor"` → `['member', 'editor']`; anything that is not a string names no role. */
const roleNames = (rule: unknown): string[] =>
  typeof rule === 'string' ? rule.split(',').flatMap((role) => (role.trim() ? [role.trim()] : [])) : [];

/** Submenus arrive as a list, as an object keyed by menu link id (order kept), or empty (`""`, null, `[]`). */
function entriesOf(list: unknown): unknown[] {
  if (Array.isArray(list)) return list;
  if (typeof list === 'object' && list !== null) return Object.values(list);
  return [];
}

function toMenuItems(list: unknown, type: MenuType): MenuItem[] {
  return entriesOf(list).map((entry) => {
    const item = menuItemSchema.parse(entry);
    return {
      label: item.label,
      href: item.href,
      nid: item.nid,
      children: toMenuItems(item.sub, type),
      visibility: VISIBILITY_RULES[type](item.attributes),
    };
  });
}

/** The schema of one menu's answer; visibility rules depend on which menu it is. */
export const menuSchema = (type: MenuType) =>
  z.pipe(
    z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]),
    z.transform((list) => toMenuItems(list, type)),
  );
