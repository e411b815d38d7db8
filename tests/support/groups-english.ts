import type { GroupsKey } from '@/ui/groups/groups-messages';
import { englishWords } from './english-words';

/** The working groups' words in English, for tests and documents that check a message function's text. */
export const GROUPS_ENGLISH = englishWords<GroupsKey>('groups');
