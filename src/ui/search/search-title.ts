import { translator, type Translate } from '../i18n/message-catalogues';
import type { Language } from '@/application/preferences/preferences';
import { searchMessages } from './search-messages';

type SearchTranslate = Translate<keyof typeof searchMessages.english>;

/** The search screen's title: "Search", or "Search: <query>" once there is one. */
export const searchTitleOf = (t: SearchTranslate, query: string): string =>
  query ? t('searchTitle', { query }) : t('search');

/** The same in `language`, for the server's `<title>`; its catalogue must be ready. */
export const searchTitleIn = (language: Language, query: string): string =>
  searchTitleOf(translator(language, searchMessages), query);
