import { useId } from 'react';
import { LANGUAGES, type Language, Preferences } from '@/application/preferences/preferences';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/use-translation';
import styles from './language-switcher.module.css';

/** Each language offered by its own name (Deutsch, English, français, español), as a reader of it expects. */
const ownName = (language: Language) => {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
};

export function LanguageSwitcher() {
  const preferences = useService(Preferences);
  const { language } = useTranslation();
  const id = useId();
  return (
    <div className={styles.language}>
      <label htmlFor={id}>Language</label>
      <select
        id={id}
        value={language}
        onChange={(event) => preferences.setLanguage(event.target.value as Language)}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {ownName(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
