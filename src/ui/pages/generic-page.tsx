import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { MoveTo } from '../shared/move-to';
import { placeParagraphs } from '@/domain/pages/sections';
import { usePublicMessages } from '../i18n/public-messages';
import { QueryBoundary } from '../shared/data/query-boundary';
import { useDocumentMeta } from '../shared/use-document-meta';
import { useAnnounceNode } from '../shared/current-node';
import { ConferenceCalendar } from './conference-calendar';
import { PageSection } from './page-section';
import { notFoundPath } from './not-found-path';
import { usePageAnswer } from './page-query';
import { UntranslatedNote } from './untranslated-note';
import styles from './generic-page.module.css';

/** Any path not taken by another screen: the content system's page at that path. */
export function GenericPage() {
  const { pathname } = useLocation();
  const t = usePublicMessages();
  // A boundary per path: a path not seen yet shows its own loading state, and leaving it aborts its load.
  return (
    <QueryBoundary key={pathname} loadingLabel={t('loadingPage')} errorTitle={t('pageFailed')}>
      <ContentPage pathname={pathname} />
    </QueryBoundary>
  );
}

function ContentPage({ pathname }: { pathname: string }) {
  const { node } = usePageAnswer(pathname);
  useAnnounceNode(node?.nid ?? null);
  useDocumentMeta(useMemo(() => (node ? { node } : undefined), [node]));

  if (!node) return <MoveTo to={notFoundPath(pathname)} replace />;

  const isHome = pathname === '/';
  return (
    <article className={styles.page} lang={node.language}>
      <UntranslatedNote contentLanguage={node.language} />
      <h1 className={isHome ? 'visually-hidden' : styles.title}>{node.title}</h1>
      <ConferenceCalendar node={node} />
      {placeParagraphs(node.paragraphs).map((section, index) => (
        <PageSection key={section.key} section={section} first={index === 0} />
      ))}
    </article>
  );
}
