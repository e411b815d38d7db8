import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LANGUAGES, type Language, Preferences } from '@/application/preferences/preferences';
import { useObservable, useService } from '../app/services';
import { LANGUAGE_PARAMETER } from '../i18n/language-in-address';
import { prepareLanguage } from '../i18n/message-catalogues';
import { useTranslation } from '../i18n/use-translation';
import { useHeldChoice } from '../shared/use-held-choice';
import { useHydrated } from '../shared/use-hydrated';
import styles from './language-switcher.module.css';
import { OWN_NAMES } from './own-language-names';

/**
 * The footer's language picker. With the code running, a choice applies at once. Before (a server-drawn page
 * whose code has not arrived, or none at all) it is a GET form: Apply reloads the page with `?language=`,
 * the address's other parameters kept, and the server draws it in that language (language-in-address.ts).
 * A language chosen but not yet applied when the code arrives is applied then (useHeldChoice).
 */
export function LanguageSwitcher() {
  const preferences = useService(Preferences);
  const { t } = useTranslation();
  // The store's language, not the page's: the page is drawn in a new language in the background, while the
  // select shows the choice at once.
  const { language } = useObservable(preferences);
  const [failed, setFailed] = useState<Language | null>(null);
  // Shown while its words are fetched: the select would otherwise say the old language until they came.
  const [choosing, setChoosing] = useState<Language | null>(null);
  const { search } = useLocation();
  const hydrated = useHydrated();
  const id = useId();
  // The new language's words are fetched first, so the screen changes at once instead of showing a loading state.
  const choose = (choice: Language) => {
    setFailed(null);
    setChoosing(choice);
    prepareLanguage(choice)
      .then(
        () => preferences.setLanguage(choice),
        () => setFailed(choice),
      )
      .finally(() => setChoosing(null));
  };
  const select = useHeldChoice<HTMLSelectElement>((field) => choose(field.value as Language));
  const kept = [...new URLSearchParams(search)].filter(([name]) => name !== LANGUAGE_PARAMETER);
  return (
    <form method="get" className={styles.language} onSubmit={(event) => event.preventDefault()}>
      {kept.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id}>{t('language')}</label>
      <div className={styles.choice}>
        <select
          id={id}
          name={LANGUAGE_PARAMETER}
          ref={select}
          value={choosing ?? language}
          onChange={(event) => choose(event.target.value as Language)}
        >
          {LANGUAGES.map((option) => (
            <option key={option} value={option} lang={option}>
              {OWN_NAMES[option]}
            </option>
          ))}
        </select>
        {!hydrated && (
          <button type="submit" className={styles.apply}>
            {t('apply')} <span className="visually-hidden">{t('applyWhat')}</span>
          </button>
        )}
      </div>
      <p role="status" className={styles.failure}>
        {failed && t('languageFailed', { language: OWN_NAMES[failed] })}
      </p>
    </form>
  );
}
