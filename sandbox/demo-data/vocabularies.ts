/** `news` holds the news categories (vocab_news), `tags` the subject tags (vocab_tags). */
export type Vocabulary = 'news' | 'tags';

/** News categories (vocab_news, tids 1–4). */
export const CATEGORY = { callsForPapers: 1, conferences: 2, publications: 3, awards: 4 } as const;

/** Subject tags (vocab_tags, tids 11–16). */
export const TAG = {
  filmHistory: 11,
  television: 12,
  digitalMedia: 13,
  archives: 14,
  sound: 15,
  filmFestivals: 16,
} as const;

export const VOCABULARY_TERMS: readonly [Vocabulary, number, string][] = [
  ['news', CATEGORY.callsForPapers, 'Calls for papers'],
  ['news', CATEGORY.conferences, 'Conferences'],
  ['news', CATEGORY.publications, 'Publications'],
  ['news', CATEGORY.awards, 'Awards'],
  ['tags', TAG.filmHistory, 'Film history'],
  ['tags', TAG.television, 'Television'],
  ['tags', TAG.digitalMedia, 'Digital media'],
  ['tags', TAG.archives, 'Archives'],
  ['tags', TAG.sound, 'Sound'],
  ['tags', TAG.filmFestivals, 'Film festivals'],
];
