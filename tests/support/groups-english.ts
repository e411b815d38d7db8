import type { GroupsKey } from '@/ui/groups/groups-messages';
import { type GroupMemberKey, withGroupWords } from '@/ui/groups/group-member-words';
import { englishWords } from './english-words';

/**
 * The working groups' words in English (what members write with among them), for tests and documents that check
 * a message function's text.
 */
export const GROUPS_ENGLISH = withGroupWords(
  englishWords<GroupMemberKey>('group-members'),
  englishWords<GroupsKey>('groups'),
);
