import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SafeHtml } from './safe-html';
import styles from './card.module.css';

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
  /**
   * 2 for a list that is the page's content (an archive under the page's h1), 3 for a list set under a
   * section heading (the home page's latest news), so headings never skip a level.
   */
  headingLevel?: CardHeadingLevel;
  /**
   * The language title and teaser are written in, when the content system says (it may not be the reader's:
   * an item without a translation), so that they are read out in it. The date is the portal's own words.
   */
  lang?: string;
}

export type CardHeadingLevel = 2 | 3;

/** A news item or a conference in a list: date, title linking to its page, teaser. */
export function Card({
  dateTime,
  dateLabel,
  title,
  path,
  summaryHtml,
  children,
  headingLevel = 3,
  lang,
}: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <time className={styles.meta} dateTime={dateTime}>
        {dateLabel}
      </time>
      <Heading className={styles.title} lang={lang}>
        <Link to={path} className={styles.titleLink}>
          {title}
        </Link>
      </Heading>
      {children}
      {summaryHtml && <SafeHtml className={styles.summary} html={summaryHtml} lang={lang} />}
    </article>
  );
}
