import english from '../i18n/catalogues/en/search.json';
import { messageNamespace } from '../i18n/message-catalogues';

/**
 * The site search's words: the header's field and the results screen. English travels with the header's
 * field (the first load: a dozen short messages); other languages are fetched when chosen.
 */
export const searchMessages = messageNamespace('search', english);
