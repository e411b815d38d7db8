import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { hasNextPage, hasPreviousPage, type Pager as PagerState } from '@/domain/lists/pager';
import { useTranslation } from '../i18n/use-translation';
import styles from './pager.module.css';

interface PagerProps {
  pager: PagerState;
  /** Names the list for screen readers: "News pages". */
  label: string;
  /** The address of a page (0-based), so each page is a link that can be opened, shared and bookmarked. */
  hrefFor(page: number): string;
}

/** Previous / Next links and "Page N of M". A single page needs no pager. */
export function Pager({ pager, label, hrefFor }: PagerProps) {
  const { t } = useTranslation();
  if (pager.totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <PageLink page={pager.currentPage - 1} enabled={hasPreviousPage(pager)} hrefFor={hrefFor} rel="prev">
        <span aria-hidden="true">←</span> {t('previousPage')}
      </PageLink>
      <p className={styles.position}>
        {t('pageOf', { page: pager.currentPage + 1, pages: pager.totalPages })}
      </p>
      <PageLink page={pager.currentPage + 1} enabled={hasNextPage(pager)} hrefFor={hrefFor} rel="next">
        {t('nextPage')} <span aria-hidden="true">→</span>
      </PageLink>
    </nav>
  );
}

interface PageLinkProps {
  page: number;
  enabled: boolean;
  hrefFor(page: number): string;
  rel: 'prev' | 'next';
  children: ReactNode;
}

/** At either end the link becomes plain text: a link that leads nowhere would only confuse. */
function PageLink({ page, enabled, hrefFor, rel, children }: PageLinkProps) {
  if (!enabled) {
    return (
      <span className={styles.link} data-disabled="true" aria-hidden="true">
        {children}
      </span>
    );
  }
  return (
    <Link className={styles.link} to={hrefFor(page)} rel={rel}>
      {children}
    </Link>
  );
}
