import { NavLink, Navigate, useParams } from 'react-router-dom';
import type { ProposalDesk } from '@/application/proposals/proposal-desk-loader';
import type { DeskState } from '@/application/proposals/proposal-desk-store';
import { shownText } from '@/domain/proposals/event-settings';
import { isProposalKind, PROPOSAL_KINDS } from '@/domain/proposals/proposal-kind';
import { PROPOSAL_SCHEMAS } from '@/domain/proposals/proposal-schemas';
import { useObservable } from '../app/services';
import { RequireLogin } from '../shared/require-login';
import { QueryBoundary } from '../shared/data/query-boundary';
import { LoadingOverlay } from '../shared/loading-overlay';
import { useDocumentTitle } from '../shared/use-document-title';
import { ProposalKindView } from './proposal-kind-view';
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
  useDocumentTitle('Conference proposals');
  return (
    // Waits for the desk's code, then for its open; a part that did not load goes on to the route's boundary.
    <QueryBoundary loadingLabel="Loading your proposals" errorTitle="Your proposals could not be loaded">
      <DeskScreen />
    </QueryBoundary>
  );
}

function DeskScreen() {
  const desk = useProposalDesk();
  useDeskOpened(desk);
  return <OpenedDesk desk={desk} />;
}

function OpenedDesk({ desk }: { desk: ProposalDesk }) {
  const state = useObservable(desk.store);
  switch (state.phase) {
    case 'closed':
    case 'opening':
    case 'failed':
      // Opened already, closed since (a session that ended): the next open is the query's.
      return <LoadingOverlay label="Loading your proposals" />;
    case 'no-event':
      return (
        <div className={styles.page}>
          <h1>Conference proposals</h1>
          <p className={styles.notice}>There is no call for proposals at the moment.</p>
        </div>
      );
    case 'open':
      return <OpenDesk state={state} />;
  }
}

function OpenDesk({ state }: { state: Extract<DeskState, { phase: 'open' }> }) {
  const { kind = 'paper' } = useParams();
  if (!isProposalKind(kind)) return <Navigate to="/404/proposal" replace />;
  const { settings, counts, otherTab } = state;
  return (
    <div className={styles.page}>
      <p className={styles.kicker}>Call for proposals</p>
      <h1>{shownText(settings.eventTitle)}</h1>
      {!settings.open && <p className={styles.notice}>Submissions are closed.</p>}
      {otherTab && (
        <p role="alert" className={styles.warning}>
          These proposals are also open in another tab. Edit them in one tab only, or one tab’s edits will
          overwrite the other’s.
        </p>
      )}
      <nav aria-label="Proposal kinds" className={styles.kinds}>
        {PROPOSAL_KINDS.map((each) => (
          <NavLink key={each} to={`/conference-proposals/${each}`} className={styles.kindLink}>
            {PROPOSAL_SCHEMAS[each].title}
            {counts && <span className={styles.count}> · {counts[each] ?? '–'} sent</span>}
          </NavLink>
        ))}
      </nav>
      <ProposalKindView key={kind} draft={state.drafts[kind]} settings={settings} />
    </div>
  );
}
