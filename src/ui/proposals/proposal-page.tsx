import { Link, NavLink, Navigate, useParams } from 'react-router-dom';
import type { ProposalDesk } from '@/application/proposals/proposal-desk-loader';
import type { DeskState } from '@/application/proposals/proposal-desk-store';
import { shownText } from '@/domain/proposals/event-settings';
import { isProposalKind, PROPOSAL_KINDS } from '@/domain/proposals/proposal-kind';
import { useObservable } from '../app/services';
import { useMessages } from '../i18n/use-messages';
import { RequireLogin } from '../shared/require-login';
import { BrowserOnly } from '../shared/browser-only';
import { QueryBoundary } from '../shared/data/query-boundary';
import { LoadingOverlay } from '../shared/loading-overlay';
import { useDocumentTitle } from '../shared/use-document-title';
import { useMembersOnlyAccess } from '../shared/use-members-only-access';
import { ProposalKindView } from './proposal-kind-view';
import { proposalsMessages } from './proposals-messages';
import { useDeskOpened, useProposalDesk } from './use-proposal-desk';
import styles from './proposal-page.module.css';

/** `/conference-proposals/:kind` (not `/proposals/`, the proposal system's own path in the sandbox): the member's panel, paper and workshop proposals for the event of the call. */
export function ProposalPage() {
  return (
    <RequireLogin>
      <ProposalDeskView />
    </RequireLogin>
  );
}

function ProposalDeskView() {
  const t = useMessages(proposalsMessages);
  useDocumentTitle(t('pageTitle'));
  const access = useMembersOnlyAccess();
  // The proposal system takes members of the association only: a non-member learns why before it refuses.
  if (access === 'become-member') return <ForMembersOnly />;
  return (
    // The proposal system answers the member's browser only: a screen drawn on the server is this frame.
    <BrowserOnly waiting={<LoadingOverlay label={t('loading')} />}>
      {/* Waits for the desk's code, then for its open; a part that did not load goes on to the route's boundary. */}
      <QueryBoundary loadingLabel={t('loading')} errorTitle={t('loadFailed')}>
        <DeskScreen />
      </QueryBoundary>
    </BrowserOnly>
  );
}

function ForMembersOnly() {
  const t = useMessages(proposalsMessages);
  return (
    <div className={styles.page}>
      <h1>{t('pageTitle')}</h1>
      <p className={styles.notice}>
        {t('forMembers')} <Link to="/join">{t('becomeMember')}</Link>
      </p>
    </div>
  );
}

function DeskScreen() {
  const desk = useProposalDesk();
  useDeskOpened(desk);
  return <OpenedDesk desk={desk} />;
}

function OpenedDesk({ desk }: { desk: ProposalDesk }) {
  const t = useMessages(proposalsMessages);
  const state = useObservable(desk.store);
  switch (state.phase) {
    case 'closed':
    case 'opening':
    case 'failed':
      // Opened already, closed since (a session that ended): the next open is the query's.
      return <LoadingOverlay label={t('loading')} />;
    case 'no-event':
      return (
        <div className={styles.page}>
          <h1>{t('pageTitle')}</h1>
          <p className={styles.notice}>{t('noCall')}</p>
        </div>
      );
    case 'open':
      return <OpenDesk state={state} />;
  }
}

function OpenDesk({ state }: { state: Extract<DeskState, { phase: 'open' }> }) {
  const t = useMessages(proposalsMessages);
  const { kind = 'paper' } = useParams();
  if (!isProposalKind(kind)) return <Navigate to="/404/proposal" replace />;
  const { settings, counts, otherTab } = state;
  const sentCount = (count: number | null | undefined) =>
    typeof count === 'number' ? t('sentCount', { count }) : t('sentCountUnknown');
  return (
    <div className={styles.page}>
      <p className={styles.kicker}>{t('callKicker')}</p>
      <h1 lang={settings.language}>{shownText(settings.eventTitle)}</h1>
      {!settings.open && <p className={styles.notice}>{t('submissionsClosed')}</p>}
      {otherTab && (
        <p role="alert" className={styles.warning}>
          {t('otherTab')}
        </p>
      )}
      <nav aria-label={t('kindsNav')} className={styles.kinds}>
        {PROPOSAL_KINDS.map((each) => (
          <NavLink key={each} to={`/conference-proposals/${each}`} className={styles.kindLink}>
            {t(`kind.${each}`)}
            {counts && <span className={styles.count}>{sentCount(counts[each])}</span>}
          </NavLink>
        ))}
      </nav>
      <ProposalKindView key={kind} draft={state.drafts[kind]} settings={settings} />
    </div>
  );
}
