import english from './catalogues/en/public.json';
import { messageNamespace, type Translate } from './message-catalogues';
import { useMessages } from './use-messages';

/**
 * The public screens' words: content pages, the news, conference and timeline lists, the about and
 * not-found pages. English travels with the first of those screens a visitor opens (never the entry, which
 * holds only the frame); other languages are fetched when chosen. The server reads the not-found title here.
 */
export const publicMessages = messageNamespace('public', english);

export type PublicKey = keyof typeof english;
export type PublicTranslate = Translate<PublicKey>;

/** `t('loadingNews')` in the reader's language. */
export const usePublicMessages = (): PublicTranslate => useMessages(publicMessages);
