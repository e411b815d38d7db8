import type { Language } from '@/application/preferences/preferences';
import { useSiteState } from '../../app/services';
import type { KeyPart } from './query-key';

/**
 * The key of a content read in a language. English, the content system's own language, keeps the bare key,
 * the name the server's first screen and the browser have always given it (`page:/about-us`); another
 * language is its last part (`page:/about-us:de`), so each language is cached apart and a change of language
 * reads afresh, showing the previous answer until the new one is there.
 */
export const inLanguage = (key: readonly KeyPart[], language: Language): readonly KeyPart[] =>
  language === 'en' ? key : [...key, language];

/** The language the reader reads content in (their choice of interface language), and keys in it. */
export function useContentLanguage() {
  const { language } = useSiteState();
  return { language, keyIn: (key: readonly KeyPart[]) => inLanguage(key, language) };
}
