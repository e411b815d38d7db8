import type { ReactNode } from 'react';
import { useSiteState } from '../app/services';
import styles from './reader-language.module.css';

/**
 * The portal's own words inside content marked with the language the content is in (an untranslated page's
 * `<article lang="en">`): a list's labels, a calendar link. Marked with the reader's language again, so a
 * screen reader speaks them with the right voice; the box itself takes no place in the layout.
 */
export function ReaderLanguage({ children }: { children: ReactNode }) {
  const { language } = useSiteState();
  return (
    <div lang={language} className={styles.contents}>
      {children}
    </div>
  );
}
