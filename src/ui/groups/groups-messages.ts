import english from '../i18n/catalogues/en/groups.json';
import { messageNamespace, type Translate } from '../i18n/message-catalogues';
import { useMessages } from '../i18n/use-messages';

/**
 * The working groups' words a visitor meets too: the list, a group, where its topics are. English travels in the
 * groups' own chunk; other languages are fetched when chosen. What only members meet is group-member-messages.ts.
 */
export const groupsMessages = messageNamespace('groups', english);

export type GroupsKey = keyof typeof english;
export type GroupsTranslate = Translate<GroupsKey>;

/** `t('joinGroup')` in the reader's language. */
export const useGroupsMessages = (): GroupsTranslate => useMessages(groupsMessages);
