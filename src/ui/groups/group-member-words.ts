import english from '../i18n/catalogues/en/group-members.json';
import type { Translate } from '../i18n/message-catalogues';
import type { GroupsKey, GroupsTranslate } from './groups-messages';

export type GroupMemberKey = keyof typeof english;
/** These words and the groups' others: a member's screen also says Try again, or Log in. */
export type GroupMemberTranslate = Translate<GroupMemberKey | GroupsKey>;

const isWritingKey = (key: string): key is GroupMemberKey => Object.hasOwn(english, key);

/**
 * One translator for both namespaces, each key read from its own. Apart from the hook (group-member-messages.ts)
 * so that tables built outside the browser (tests/faults) can use it without the catalogues' loader.
 */
export const withGroupWords =
  (writing: Translate<GroupMemberKey>, groups: GroupsTranslate): GroupMemberTranslate =>
  (key, values) =>
    isWritingKey(key) ? writing(key, values) : groups(key, values);
