import { useId, useState } from 'react';
import { LANGUAGES, type Language, Preferences } from '@/application/preferences/preferences';
import { useService } from '../app/services';
import { prepareLanguage } from '../i18n/message-catalogues';
import { useTranslation } from '../i18n/use-translation';
import styles from './language-switcher.module.css';

/** Each language offered by its own name (Deutsch, English, français, español), as a reader of it expects. */
const ownName = (language: Language) => {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
};

export function LanguageSwitcher() {
  const preferences = useService(Preferences);
  const { t, language } = useTranslation();
  const [failed, setFailed] = useState<Language | null>(null);
  const id = useId();
  // The new language's words are fetched first, so the screen changes at once instead of showing a loading state.
  const choose = (choice: Language) => {
    setFailed(null);
    prepareLanguage(choice).then(
      () => preferences.setLanguage(choice),
      () => setFailed(choice),
    );
  };
  return (
    <div className={styles.language}>
      <label htmlFor={id}>{t('language')}</label>
      <select id={id} value={language} onChange={(event) => choose(event.target.value as Language)}>
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {ownName(option)}
          </option>
        ))}
      </select>
      <p role="status" className={styles.failure}>
        {failed && t('languageFailed', { language: ownName(failed) })}
      </p>
    </div>
  );
}
