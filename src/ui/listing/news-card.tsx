import { Link } from 'react-router-dom';
import type { NewsItem } from '@/domain/news/news';
import { SafeHtml } from '../shared/safe-html';
import { useDateFormat } from './use-date-format';
import styles from './cards.module.css';

/** One news item: date, title linking to the item, and its teaser text. */
export function NewsCard({ item }: { item: NewsItem }) {
  const { formatDate } = useDateFormat();
  return (
    <article className={styles.card}>
      <time className={styles.meta} dateTime={item.created}>
        {formatDate(item.created)}
      </time>
      <h3 className={styles.title}>
        <Link to={item.path} className={styles.titleLink}>
          {item.title}
        </Link>
      </h3>
      {item.summaryHtml && <SafeHtml className={styles.summary} html={item.summaryHtml} />}
    </article>
  );
}
