import { catalogueReady, translator, type Translate } from '../i18n/message-catalogues';
import type { Language } from '@/application/preferences/preferences';
import { searchMessages } from './search-messages';

type SearchTranslate = Translate<keyof typeof searchMessages.english>;

/** The search screen's title: "Search", or "Search: <query>" once there is one. */
export const searchTitleOf = (t: SearchTranslate, query: string): string =>
  query ? t('searchTitle', { query }) : t('search');

/**
 * The same in `language`, for the server's `<title>`: English is at hand once asked for, any other language
 * must have been fetched (prepareEveryCatalogue).
 */
export function searchTitleIn(language: Language, query: string): string {
  catalogueReady(language, searchMessages);
  return searchTitleOf(translator(language, searchMessages), query);
}
