import english from '../i18n/catalogues/en/session.json';
import { messageNamespace, type Translate } from '../i18n/message-catalogues';

/**
 * The words of login, account, member area and the session notices. Imported only by this feature's lazily
 * loaded screens and notices, so the English text travels in their chunk, never in the first load.
 */
export const sessionMessages = messageNamespace('session', english);

export type SessionKey = keyof typeof english;
export type SessionTranslate = Translate<SessionKey>;
