import * as z from 'zod/mini';
import type { GroupDetails, GroupLeader, GroupMember } from '@/domain/groups/group';
import { displayName } from '@/domain/user/user';
import { wireNumber, wireText } from '../../wire/answer-parsing';
import { optionalField, requiredField } from './drupal-field';
import { resolveFileUrlsInHtml } from './file-urls';

/** Group rows and leader rows (docs/wire-groups.md). */

/** PHP sends a list of role ids, or a map of them when keys survive; an empty map may arrive as `[]`. */
const groupRoles = z.pipe(
  z.nullish(z.union([z.array(z.string()), z.record(z.string(), z.string())])),
  z.transform((roles) => (Array.isArray(roles) ? roles : Object.values(roles ?? {}))),
);

const member = z.pipe(
  z.object({ uid: wireNumber, group_roles: groupRoles }),
  z.transform((user): GroupMember => ({ uid: user.uid, groupRoles: user.group_roles })),
);

const description = z.object({ processed: wireText, summary: wireText });

/** A group entity row; its description is Drupal's HTML, so its file URLs are rebased. */
export const groupRowSchema = (drupalBase: string) =>
  z.pipe(
    z.object({
      id: requiredField(wireNumber),
      uuid: requiredField(z.string()),
      label: requiredField(z.string()),
      created: requiredField(z.string()),
      field_group_description: z.nullish(z.array(description)),
      users: z.nullish(z.array(member)),
    }),
    z.transform((row): GroupDetails => {
      const text = row.field_group_description?.[0];
      return {
        id: row.id,
        uuid: row.uuid,
        title: row.label,
        created: row.created,
        // The list's teaser: the editor's summary when there is one, the full text otherwise.
        summaryHtml: resolveFileUrlsInHtml(text?.summary || text?.processed || '', drupalBase),
        descriptionHtml: resolveFileUrlsInHtml(text?.processed ?? '', drupalBase),
        members: row.users ?? [],
      };
    }),
  );

/** A leader's user row: shown by first and last name, the account name when both are empty. */
export const leaderRowSchema = z.pipe(
  z.object({
    uid: requiredField(wireNumber),
    name: requiredField(z.string()),
    field_user_firstname: optionalField(z.string(), ''),
    field_user_lastname: optionalField(z.string(), ''),
  }),
  z.transform((row): GroupLeader => ({
    uid: row.uid,
    name: displayName({
      uid: row.uid,
      accountName: row.name,
      firstName: row.field_user_firstname,
      lastName: row.field_user_lastname,
      mail: '',
    }),
  })),
);
