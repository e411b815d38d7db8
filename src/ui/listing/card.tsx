import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SafeHtml } from '../shared/safe-html';
import styles from './cards.module.css';

interface CardProps {
  /** Machine-readable date of the `<time>` element. */
  dateTime: string;
  /** The date as the reader sees it. */
  dateLabel: string;
  title: string;
  /** Where the title leads. */
  path: string;
  /** Teaser HTML from the content system; sanitized on the way in. */
  summaryHtml: string;
  /** Anything between title and teaser, e.g. a place. */
  children?: ReactNode;
}

/** A news item or a conference in a list: date, title linking to its page, teaser. */
export function Card({ dateTime, dateLabel, title, path, summaryHtml, children }: CardProps) {
  return (
    <article className={styles.card}>
      <time className={styles.meta} dateTime={dateTime}>
        {dateLabel}
      </time>
      <h3 className={styles.title}>
        <Link to={path} className={styles.titleLink}>
          {title}
        </Link>
      </h3>
      {children}
      {summaryHtml && <SafeHtml className={styles.summary} html={summaryHtml} />}
    </article>
  );
}
