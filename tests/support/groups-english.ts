import { groupsMessages } from '@/ui/groups/groups-messages';
import { catalogueReady, translator } from '@/ui/i18n/message-catalogues';

// English is at hand at once (no fetch): ready as soon as it is asked for.
catalogueReady('en', groupsMessages);

/** The working groups' words in English, for tests that check a message function's text. */
export const GROUPS_ENGLISH = translator('en', groupsMessages);
