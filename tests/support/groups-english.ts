import type { GroupsKey } from '@/ui/groups/groups-messages';
import type { GroupMemberKey } from '@/ui/groups/group-member-words';
import { englishWords } from './english-words';

/**
 * The working groups' words in English (what members write with among them), for tests and documents that check
 * a message function's text: each key read from its own namespace, as withGroupWords reads them in the app.
 */
export const GROUPS_ENGLISH = englishWords<GroupMemberKey | GroupsKey>('group-members', 'groups');
