import type { SandboxUser } from '../tables/users';
import { optionalValueField, timestampField, valueField } from './drupal-fields';

/** `GET user/{uid}?_format=json`: Drupal's user normalization (uid is a number here). */
export function toUserEntity(user: SandboxUser) {
  return {
    uid: valueField(user.uid),
    uuid: valueField(user.uuid),
    langcode: valueField('en'),
    preferred_langcode: valueField('en'),
    name: valueField(user.name),
    mail: valueField(user.mail),
    timezone: valueField('Europe/Brussels'),
    status: valueField(!user.blocked),
    created: timestampField(user.created),
    changed: timestampField(user.created),
    field_user_firstname: optionalValueField(user.firstName),
    field_user_lastname: optionalValueField(user.lastName),
    user_picture: [],
  };
}
