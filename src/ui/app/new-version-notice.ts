import de from '../i18n/catalogues/de/offline.json';
import en from '../i18n/catalogues/en/offline.json';
import es from '../i18n/catalogues/es/offline.json';
import fr from '../i18n/catalogues/fr/offline.json';
import styles from './new-version-notice.module.css';

/** The notice in each language, as the service worker's words are kept (plain text: a string once compiled). */
const WORDS: Readonly<Record<string, unknown>> = {
  de: de.newVersion,
  en: en.newVersion,
  es: es.newVersion,
  fr: fr.newVersion,
};

/**
 * A quiet, lasting line at the foot of the window where a form holds typed text and a new build is ready: it
 * opens at the next step, so the reader sends or keeps what they are writing first. Loaded only then.
 */
export function showNewVersionNotice(): void {
  if (document.getElementById('new-version')) return;
  const notice = document.createElement('p');
  notice.id = 'new-version';
  notice.className = styles.notice ?? '';
  notice.setAttribute('role', 'status');
  const language = document.documentElement.lang;
  notice.textContent = String(WORDS[language] ?? WORDS.en);
  document.body.append(notice);
}
