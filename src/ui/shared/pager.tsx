import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { hasNextPage, hasPreviousPage, type Pager as PagerState } from '@/domain/lists/pager';
import { useTranslation } from '../i18n/use-translation';
import { isPlainClick, useNavigateInTransition } from './use-navigate-in-transition';
import styles from './pager.module.css';

interface PagerProps {
  pager: PagerState;
  /** Names the list for screen readers: "News pages". */
  label: string;
  /** The address of a page (0-based), so each page is a link that can be opened, shared and bookmarked. */
  hrefFor(page: number): string;
}

/**
 * Previous / Next links and "Page N of M". A single page needs no pager. A click paints the pager busy at
 * once and draws the next page's list after, in a transition (issue 46).
 */
export function Pager({ pager, label, hrefFor }: PagerProps) {
  const { t } = useTranslation();
  const { pending, navigate } = useNavigateInTransition();
  if (pager.totalPages <= 1) return null;
  const follow = (event: MouseEvent<HTMLAnchorElement>, to: string) => {
    // A new tab or window, a download: the browser's own, as for any link.
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(to);
  };
  const link = { hrefFor, follow };
  return (
    <nav className={styles.pager} aria-label={label} aria-busy={pending || undefined}>
      <PageLink page={pager.currentPage - 1} enabled={hasPreviousPage(pager)} rel="prev" {...link}>
        <span aria-hidden="true">←</span> {t('previousPage')}
      </PageLink>
      <p className={styles.position}>
        {t('pageOf', { page: pager.currentPage + 1, pages: pager.totalPages })}
      </p>
      <PageLink page={pager.currentPage + 1} enabled={hasNextPage(pager)} rel="next" {...link}>
        {t('nextPage')} <span aria-hidden="true">→</span>
      </PageLink>
    </nav>
  );
}

interface PageLinkProps {
  page: number;
  enabled: boolean;
  hrefFor(page: number): string;
  follow(event: MouseEvent<HTMLAnchorElement>, to: string): void;
  rel: 'prev' | 'next';
  children: ReactNode;
}

/** At either end the link becomes plain text: a link that leads nowhere would only confuse. */
function PageLink({ page, enabled, hrefFor, follow, rel, children }: PageLinkProps) {
  if (!enabled) {
    return (
      <span className={styles.link} data-disabled="true" aria-hidden="true">
        {children}
      </span>
    );
  }
  const to = hrefFor(page);
  return (
    <Link className={styles.link} to={to} rel={rel} onClick={(event) => follow(event, to)}>
      {children}
    </Link>
  );
}
