import { Navigate, useLocation } from 'react-router-dom';
import { placeParagraphs } from '@/domain/pages/sections';
import { PendingState } from '../shared/pending-state';
import { useDocumentTitle } from '../shared/use-document-title';
import { useAnnounceNode } from '../shared/current-node';
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

  if (page.status !== 'ready')
    return (
      <PendingState state={page} loadingLabel="Loading page" errorTitle="This page could not be loaded" />
    );
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
