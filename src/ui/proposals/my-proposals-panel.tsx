import { Link } from 'react-router-dom';
import type { DraftView } from '@/application/proposals/draft-view';
import type { ProposalDesk } from '@/application/proposals/proposal-desk-loader';
import type { ProposalDraftStore } from '@/application/proposals/proposal-draft-store';
import { shownText } from '@/domain/proposals/event-settings';
import { PROPOSAL_KINDS } from '@/domain/proposals/proposal-kind';
import { useObservable } from '../app/services';
import { useMessages } from '../i18n/use-messages';
import { BrowserOnly } from '../shared/browser-only';
import { QueryBoundary } from '../shared/data/query-boundary';
import { LoadingOverlay } from '../shared/loading-overlay';
import { useMembersOnlyAccess } from '../shared/use-members-only-access';
import { proposalsMessages, type ProposalsTranslate } from './proposals-messages';
import { useMomentFormat, type Moment } from './use-moment-format';
import { useDeskOpened, useProposalDesk } from './use-proposal-desk';
import styles from './my-proposals-panel.module.css';

/** The member area's "My proposals": where each kind stands for the event of the call. */
export function MyProposalsPanel() {
  const t = useMessages(proposalsMessages);
  return (
    <section className={styles.panel} aria-labelledby="my-proposals">
      <h2 id="my-proposals">{t('myProposals')}</h2>
      <ProposalLines />
      <Link to="/conference-proposals">{t('pageTitle')}</Link>
    </section>
  );
}

function ProposalLines() {
  const t = useMessages(proposalsMessages);
  // Only members of the association reach the proposal system; no one else is logged in to it.
  if (useMembersOnlyAccess() === 'become-member') return <p className={styles.empty}>{t('forMembers')}</p>;
  // The proposal system answers the member's browser only: a member area drawn on the server waits here.
  return (
    <BrowserOnly waiting={<LoadingOverlay label={t('loading')} inline />}>
      <QueryBoundary inline loadingLabel={t('loading')} errorTitle={t('loadFailed')}>
        <OpenedLines />
      </QueryBoundary>
    </BrowserOnly>
  );
}

function OpenedLines() {
  const desk = useProposalDesk();
  useDeskOpened(desk);
  return <DeskLines desk={desk} />;
}

function DeskLines({ desk }: { desk: ProposalDesk }) {
  const t = useMessages(proposalsMessages);
  const state = useObservable(desk.store);
  return (
    <>
      {state.phase === 'open' && (
        <>
          <p className={styles.muted} lang={state.settings.language}>
            {shownText(state.settings.eventTitle)}
          </p>
          <ul className={styles.groups}>
            {PROPOSAL_KINDS.map((kind) => (
              <ProposalLine key={kind} draft={state.drafts[kind].store} />
            ))}
          </ul>
        </>
      )}
      {state.phase === 'no-event' && <p className={styles.empty}>{t('noCall')}</p>}
      {(state.phase === 'opening' || state.phase === 'closed' || state.phase === 'failed') && (
        <LoadingOverlay label={t('loading')} inline />
      )}
    </>
  );
}

function ProposalLine({ draft }: { draft: ProposalDraftStore }) {
  const t = useMessages(proposalsMessages);
  const view = useObservable(draft);
  const formatMoment = useMomentFormat();
  return (
    <li>
      <Link to={`/conference-proposals/${draft.kind}`}>{t(`kind.${draft.kind}`)}</Link>
      <span className={styles.muted}> · {standing(view, t, formatMoment)}</span>
    </li>
  );
}

function standing(view: DraftView, t: ProposalsTranslate, formatMoment: (iso: string) => Moment): string {
  if (view.sent) return view.updated ? t('standing.sentAt', formatMoment(view.updated)) : t('standing.sent');
  if (view.restore || view.sync.state === 'device' || view.sync.state === 'failed')
    return t('standing.deviceOnly');
  return view.updated ? t('standing.savedAt', formatMoment(view.updated)) : t('standing.notStarted');
}
