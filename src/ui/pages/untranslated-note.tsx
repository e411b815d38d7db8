import { untranslatedLanguage } from '@/domain/pages/content-language';
import english from '../i18n/catalogues/en/content-language.json';
import { messageNamespace } from '../i18n/message-catalogues';
import { languageName as plainLanguageName } from '../i18n/plain-intl';
import { useMessages } from '../i18n/use-messages';
import { useContentLanguage } from '../shared/data/content-language';
import styles from './untranslated-note.module.css';

/** The note's words: its own namespace, so its English travels with the content page that shows it. */
export const contentLanguageMessages = messageNamespace('content-language', english);

/** A language's name in another language (`en` in German: "Englisch"); the code itself where there is none. */
function languageName(code: string, inLanguage: string): string {
  try {
    return plainLanguageName(code, inLanguage) ?? code;
  } catch {
    return code;
  }
}

/**
 * A short note above content that is not in the reader's language, because the content system has no
 * translation and sent the original: "This content is only available in English". Nothing otherwise. It is
 * marked with the reader's language, since it sits inside content marked with the language that is in.
 */
export function UntranslatedNote({ contentLanguage }: { contentLanguage: string | undefined }) {
  const { language } = useContentLanguage();
  const t = useMessages(contentLanguageMessages);
  const original = untranslatedLanguage(contentLanguage, language);
  if (!original) return null;
  return (
    <p className={styles.note} lang={language}>
      {t('onlyIn', { language: languageName(original, language) })}
    </p>
  );
}
