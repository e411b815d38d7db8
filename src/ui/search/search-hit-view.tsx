import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { excerptParts } from '@/domain/search/excerpt-parts';
import type { SearchHit } from '@/domain/search/search-hit';
import { ShownDate } from '../shared/shown-date';
import { useMessages } from '../i18n/use-messages';
import { searchMessages } from './search-messages';
import styles from './search-hit-view.module.css';

/**
 * One result: what it is, its title leading to it, its date, and its excerpt with the matches in bold; a
 * topic found by one of its comments says so and whose, and leads to that comment.
 */
export function SearchHitView({ hit }: { hit: SearchHit }) {
  const t = useMessages(searchMessages);
  // The excerpt is read as text runs, never inserted as HTML: only its <strong> survive, as <strong>.
  const excerpt = useMemo(() => excerptParts(hit.excerptHtml), [hit.excerptHtml]);
  return (
    <article className={styles.hit}>
      <p className={styles.meta}>
        <span className={styles.kind}>{t('kind', { kind: hit.kind })}</span>
        <ShownDate iso={hit.created} />
      </p>
      <h2 className={styles.title}>
        <Link to={hit.path} className={styles.titleLink}>
          {hit.title}
        </Link>
      </h2>
      {hit.comment && (
        <p className={styles.source}>
          {hit.comment.author ? t('foundInCommentBy', { author: hit.comment.author }) : t('foundInComment')}
        </p>
      )}
      {excerpt.length > 0 && (
        // A member's words may be written right to left: the excerpt takes the direction of its text.
        <p className={styles.excerpt} dir="auto">
          {excerpt.map((part, index) =>
            part.match ? <strong key={index}>{part.text}</strong> : <span key={index}>{part.text}</span>,
          )}
        </p>
      )}
    </article>
  );
}
