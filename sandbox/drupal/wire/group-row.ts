import type { SandboxGroup } from '../tables/groups';
import type { SandboxUser } from '../tables/users';
import { optionalValueField, timestampField, valueField } from './drupal-fields';

/**
 * A group entity normalization as the Group module's REST export sends it (docs/wire-groups.md): the
 * memberships as `users` with string uids, as a fields-rendered relationship arrives from MySQL.
 */
export function toGroupRow(group: SandboxGroup) {
  return {
    id: valueField(group.id),
    uuid: valueField(group.uuid),
    type: [{ target_id: 'workgroup' }],
    label: valueField(group.label),
    created: timestampField(group.created),
    field_group_description: [
      {
        value: group.description,
        format: 'basic_html',
        processed: group.description,
        summary: group.summary,
      },
    ],
    users: group.members.map(({ uid, roles }) => ({ uid: String(uid), group_roles: roles })),
  };
}

/** A leader as a user entity row: names only, never the e-mail address of someone else. */
export function toLeaderRow(user: SandboxUser) {
  return {
    uid: valueField(user.uid),
    name: valueField(user.name),
    field_user_firstname: optionalValueField(user.firstName),
    field_user_lastname: optionalValueField(user.lastName),
  };
}
