import { Navigate, useLocation } from 'react-router-dom';
import { placeParagraphs } from '@/domain/pages/sections';
import { ErrorState } from '../shared/error-state';
import { LoadingOverlay } from '../shared/loading-overlay';
import { useDocumentTitle } from '../shared/use-document-title';
import { useAnnounceNode } from './current-node';
import { PageSection } from './page-section';
import { usePage } from './use-page';
import styles from './generic-page.module.css';

/** Any path not taken by another screen: the content system's page at that path. */
export function GenericPage() {
  const { pathname } = useLocation();
  const page = usePage(pathname);
  const node = page.status === 'ready' ? page.answer.node : null;
  useAnnounceNode(node?.nid ?? null);
  useDocumentTitle(node?.title, node?.metaDescription);

  if (page.status === 'loading') return <LoadingOverlay label="Loading page" />;
  if (page.status === 'error')
    return <ErrorState title="This page could not be loaded" error={page.error} onRetry={page.retry} />;
  if (!node)
    return <Navigate to={`/404/${encodeURIComponent(pathname.replace(/^\/+/, '') || 'page')}`} replace />;

  const isHome = pathname === '/';
  return (
    <article className={styles.page}>
      <h1 className={isHome ? 'visually-hidden' : styles.title}>{node.title}</h1>
      {placeParagraphs(node.paragraphs).map((section, index) => (
        <PageSection key={section.key} section={section} first={index === 0} />
      ))}
    </article>
  );
}
