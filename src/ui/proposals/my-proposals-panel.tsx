import { Link } from 'react-router-dom';
import type { DraftView } from '@/application/proposals/draft-view';
import type { ProposalDesk } from '@/application/proposals/proposal-desk-loader';
import type { ProposalDraftStore } from '@/application/proposals/proposal-draft-store';
import { shownText } from '@/domain/proposals/event-settings';
import { PROPOSAL_KINDS } from '@/domain/proposals/proposal-kind';
import { PROPOSAL_SCHEMAS } from '@/domain/proposals/proposal-schemas';
import { useObservable } from '../app/services';
import { QueryBoundary } from '../shared/data/query-boundary';
import { LoadingOverlay } from '../shared/loading-overlay';
import { useMomentFormat } from './use-moment-format';
import { useDeskOpened, useProposalDesk } from './use-proposal-desk';
import styles from './my-proposals-panel.module.css';

/** The member area's "My proposals": where each kind stands for the event of the call. */
export function MyProposalsPanel() {
  return (
    <section className={styles.panel} aria-labelledby="my-proposals">
      <h2 id="my-proposals">My proposals</h2>
      <ProposalLines />
      <Link to="/conference-proposals">Conference proposals</Link>
    </section>
  );
}

function ProposalLines() {
  return (
    <QueryBoundary
      inline
      loadingLabel="Loading your proposals"
      errorTitle="Your proposals could not be loaded"
    >
      <OpenedLines />
    </QueryBoundary>
  );
}

function OpenedLines() {
  const desk = useProposalDesk();
  useDeskOpened(desk);
  return <DeskLines desk={desk} />;
}

function DeskLines({ desk }: { desk: ProposalDesk }) {
  const state = useObservable(desk.store);
  return (
    <>
      {state.phase === 'open' && (
        <>
          <p className={styles.muted}>{shownText(state.settings.eventTitle)}</p>
          <ul className={styles.groups}>
            {PROPOSAL_KINDS.map((kind) => (
              <ProposalLine key={kind} draft={state.drafts[kind].store} />
            ))}
          </ul>
        </>
      )}
      {state.phase === 'no-event' && (
        <p className={styles.empty}>There is no call for proposals at the moment.</p>
      )}
      {(state.phase === 'opening' || state.phase === 'closed' || state.phase === 'failed') && (
        <LoadingOverlay label="Loading your proposals" inline />
      )}
    </>
  );
}

function ProposalLine({ draft }: { draft: ProposalDraftStore }) {
  const view = useObservable(draft);
  const formatMoment = useMomentFormat();
  return (
    <li>
      <Link to={`/conference-proposals/${draft.kind}`}>{PROPOSAL_SCHEMAS[draft.kind].title}</Link>
      <span className={styles.muted}> · {standing(view, formatMoment)}</span>
    </li>
  );
}

function standing(view: DraftView, formatMoment: (iso: string) => string): string {
  if (view.sent) return view.updated ? `sent on ${formatMoment(view.updated)}` : 'sent';
  if (view.restore || view.sync.state === 'device' || view.sync.state === 'failed')
    return 'draft on this device only';
  return view.updated ? `draft saved on ${formatMoment(view.updated)}` : 'not started';
}
