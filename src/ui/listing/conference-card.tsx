import { Link } from 'react-router-dom';
import type { Conference } from '@/domain/news/news';
import { SafeHtml } from '../shared/safe-html';
import { useDateFormat } from './use-date-format';
import styles from './cards.module.css';

/** One conference: its dates, title linking to its page, place and teaser. */
export function ConferenceCard({ conference }: { conference: Conference }) {
  const { formatDateRange } = useDateFormat();
  return (
    <article className={styles.card}>
      <time className={styles.meta} dateTime={conference.startDate}>
        {formatDateRange(conference.startDate, conference.endDate)}
      </time>
      <h3 className={styles.title}>
        <Link to={conference.path} className={styles.titleLink}>
          {conference.title}
        </Link>
      </h3>
      {conference.location && <p className={styles.place}>{conference.location}</p>}
      {conference.summaryHtml && <SafeHtml className={styles.summary} html={conference.summaryHtml} />}
    </article>
  );
}
