import english from '../i18n/catalogues/en/session-status.json';
import { messageNamespace } from '../i18n/message-catalogues';

/**
 * The words of the notices every page's layout may show (SessionStatus): an incomplete logout, and a session
 * that ended when the notice's own code could not be loaded. They come with the first load, since the moment
 * they are needed is one of failing connections; the rest of the feature's words are in `session`.
 */
export const sessionStatusMessages = messageNamespace('session-status', english);

export type SessionStatusKey = keyof typeof english;
