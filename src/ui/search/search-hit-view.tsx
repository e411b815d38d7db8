import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { excerptParts } from '@/domain/search/excerpt-parts';
import type { SearchHit } from '@/domain/search/search-hit';
import { ShownDate } from '../shared/shown-date';
import { useMessages } from '../i18n/use-messages';
import { searchMessages } from './search-messages';
import styles from './search-hit-view.module.css';

/** One result: what it is, its title leading to it, its date, and its excerpt with the matches in bold. */
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
      {excerpt.length > 0 && (
        <p className={styles.excerpt}>
          {excerpt.map((part, index) =>
            part.match ? <strong key={index}>{part.text}</strong> : <span key={index}>{part.text}</span>,
          )}
        </p>
      )}
    </article>
  );
}
