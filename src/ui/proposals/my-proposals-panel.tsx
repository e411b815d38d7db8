import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { DraftView } from '@/application/proposals/draft-view';
import type { ProposalDesk } from '@/application/proposals/proposal-desk-loader';
import type { ProposalDraftStore } from '@/application/proposals/proposal-draft-store';
import { shownText } from '@/domain/proposals/event-settings';
import { PROPOSAL_KINDS } from '@/domain/proposals/proposal-kind';
import { PROPOSAL_SCHEMAS } from '@/domain/proposals/proposal-schemas';
import { useObservable } from '../app/services';
import { ErrorState } from '../shared/error-state';
import { LoadingOverlay } from '../shared/loading-overlay';
import { useMomentFormat } from './use-moment-format';
import { useProposalDesk } from './use-proposal-desk';
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
  const desk = useProposalDesk();
  return desk ? <DeskLines desk={desk} /> : <LoadingOverlay label="Loading your proposals" inline />;
}

function DeskLines({ desk }: { desk: ProposalDesk }) {
  const state = useObservable(desk.store);
  useEffect(() => void desk.open.execute(), [desk]);
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
      {state.phase === 'failed' && (
        <ErrorState title="Your proposals could not be loaded" onRetry={() => void desk.open.execute()} />
      )}
      {(state.phase === 'opening' || state.phase === 'closed') && (
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
