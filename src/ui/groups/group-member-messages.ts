import { useMemo } from 'react';
import english from '../i18n/catalogues/en/group-members.json';
import { messageNamespace } from '../i18n/message-catalogues';
import { useMessages } from '../i18n/use-messages';
import { useGroupsMessages } from './groups-messages';
import { type GroupMemberTranslate, withGroupWords } from './group-member-words';

/**
 * The working groups' words only members meet: a topic and its comments, the New Topic form and its editor's
 * toolbar, the comment form, what became of a post or a join, their groups in the member area. Apart from the
 * groups' other words (groups-messages.ts), so that a visitor's group screens do not carry their English.
 */
export const groupMemberMessages = messageNamespace('group-members', english);

/** `t('createTopic')`, or any of the groups' other words, in the reader's language. */
export function useGroupMemberMessages(): GroupMemberTranslate {
  const writing = useMessages(groupMemberMessages);
  const groups = useGroupsMessages();
  return useMemo(() => withGroupWords(writing, groups), [writing, groups]);
}
