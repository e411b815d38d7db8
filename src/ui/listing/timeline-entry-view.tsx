import type { TimelineEntry } from '@/domain/timeline/timeline';
import { usePublicMessages } from '../i18n/public-messages';
import { SafeHtml } from '../shared/safe-html';
import { useDateFormat } from '../shared/use-date-format';
import styles from './timeline-entry-view.module.css';

/**
 * One milestone; its date, title, text and tags each show only when the content system filled them. Its
 * content is marked with the language it is in, the date and the tags' name are the reader's.
 */
export function TimelineEntryView({ entry }: { entry: TimelineEntry }) {
  const { formatDate } = useDateFormat();
  const t = usePublicMessages();
  return (
    <li className={styles.entry}>
      <span className={styles.dot} aria-hidden="true" />
      <article className={styles.body}>
        {entry.date && (
          <time className={styles.date} dateTime={entry.date}>
            {formatDate(entry.date)}
          </time>
        )}
        {entry.title && (
          <h3 className={styles.title} lang={entry.language}>
            {entry.title}
          </h3>
        )}
        {entry.text && <SafeHtml className={styles.text} html={entry.text} lang={entry.language} />}
        {entry.tags.length > 0 && (
          <ul className={styles.tags} aria-label={t('tags')}>
            {entry.tags.map((tag) => (
              <li key={tag} className={styles.tag} lang={entry.language}>
                {tag}
              </li>
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}
