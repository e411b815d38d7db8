import * as z from 'zod/mini';
import type { PageAnswer } from '@/domain/pages/page';
import type { RoleMap } from '@/domain/session/roles';
import { wireNumber, wireText } from '../../wire/answer-parsing';
import { langcodeField } from './content-language';
import { paragraphListSchema } from './paragraph-schema';

/** `GET {app}-json/get/page?uri=...` (docs/wire-drupal.md, "Site endpoints of the custom module"). */

const roleValue = z.pipe(
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
  z.transform((value) => (value === null || value === false ? '' : String(value))),
);

/**
 * `{"member": "member", "editor": ""}`. PHP encodes an empty map as `[]` and some modules send a plain
 * list of held role names, so both list shapes are read too.
 */
const roleMap = z.pipe(
  z.nullish(z.union([z.record(z.string(), roleValue), z.array(z.string())])),
  z.transform((roles): RoleMap => {
    if (!roles) return {};
    return Array.isArray(roles) ? Object.fromEntries(roles.map((role) => [role, role])) : roles;
  }),
);

const sessionSchema = z.object({
  user_id: wireNumber,
  user_name: wireText,
  // Kept as sent: the domain's isMember() knows that `true` and `"true"` both mean member.
  is_member: z.pipe(
    z.nullish(z.union([z.boolean(), z.string()])),
    z.transform((flag) => flag ?? false),
  ),
  roles: roleMap,
});

/**
 * The node's content type: a machine name (`news`), or Drupal's own entity reference shape
 * (`[{"target_id": "news"}]`). Optional: a page reads as a page without it, so a shape it cannot read is dropped.
 */
const contentType = z.catch(
  z.pipe(
    z.optional(z.union([z.string(), z.tuple([z.object({ target_id: z.string() })], z.unknown())])),
    z.transform((type) => (typeof type === 'string' ? type : type?.[0].target_id)),
  ),
  undefined,
);

const nodeSchema = (drupalBase: string) =>
  z.object({
    nid: wireNumber,
    title: z.string(),
    type: contentType,
    field_meta_description: wireText,
    field_para_multi: paragraphListSchema(drupalBase),
    langcode: langcodeField,
  });

/** The page answer; file URLs in its paragraphs are rebased on Drupal's base (`config.cmsUrl`). */
export const pageAnswerSchema = (drupalBase: string) =>
  z.pipe(
    z.object({ data: z.object({ node: z.nullish(nodeSchema(drupalBase)), session: sessionSchema }) }),
    z.transform(({ data: { node, session } }): PageAnswer => ({
      node: node
        ? {
            nid: node.nid,
            title: node.title,
            contentType: node.type,
            metaDescription: node.field_meta_description,
            paragraphs: node.field_para_multi,
            ...(node.langcode && { language: node.langcode }),
          }
        : null,
      session: {
        userId: session.user_id,
        userName: session.user_name,
        isMember: session.is_member,
        roles: session.roles,
      },
    })),
  );
