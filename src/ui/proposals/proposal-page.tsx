import { useState } from 'react';
import { Link, NavLink, useParams } from 'react-router-dom';
import { MoveTo } from '../shared/move-to';
import type { Counts } from '@/application/proposals/proposal-desk-store';
import { shownText } from '@/domain/proposals/event-settings';
import { isProposalKind, PROPOSAL_KINDS } from '@/domain/proposals/proposal-kind';
import { useMessages } from '../i18n/use-messages';
import { RequireLogin } from '../shared/require-login';
import { BrowserOnly } from '../shared/browser-only';
import { QueryBoundary } from '../shared/data/query-boundary';
import { LoadingOverlay } from '../shared/loading-overlay';
import { useDocumentTitle } from '../shared/use-document-title';
import { useMembersOnlyAccess } from '../shared/use-members-only-access';
import { isPlainClick, useNavigateInTransition } from '../shared/use-navigate-in-transition';
import { CallIntro } from './call-intro';
import { ProposalDeskView } from './proposal-desk-view';
import { proposalsMessages } from './proposals-messages';
import { useCallSettings } from './use-call-settings';
import styles from './proposal-page.module.css';

/** `/conference-proposals/:kind` (not `/proposals/`, the proposal system's own path in the sandbox): the member's panel, paper and workshop proposals for the event of the call. */
export function ProposalPage() {
  return (
    <RequireLogin>
      <ProposalsForMember />
    </RequireLogin>
  );
}

function ProposalsForMember() {
  const t = useMessages(proposalsMessages);
  useDocumentTitle(t('pageTitle'));
  const access = useMembersOnlyAccess();
  // The proposal system takes members of the association only: a non-member learns why before it refuses.
  if (access === 'become-member') return <ForMembersOnly />;
  return (
    <QueryBoundary loadingLabel={t('loading')} errorTitle={t('loadFailed')}>
      <CallPage />
    </QueryBoundary>
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

/**
 * The call (Drupal's, public) around the member's form: the event, the kinds and the kind's intro, drawn on the
 * server too; the form, which the proposal system answers only the member's browser, waits for the browser.
 */
function CallPage() {
  const t = useMessages(proposalsMessages);
  const settings = useCallSettings();
  const { kind = 'paper' } = useParams();
  const [counts, setCounts] = useState<Counts | null>(null);
  // Another kind's form is drawn in a transition: the kinds say so from the click's own frame (issue 46).
  const { pending, navigate } = useNavigateInTransition();
  if (!isProposalKind(kind)) return <MoveTo to="/404/proposal" replace />;
  if (settings.eventId === null)
    return (
      <div className={styles.page}>
        <h1>{t('pageTitle')}</h1>
        <p className={styles.notice}>{t('noCall')}</p>
      </div>
    );
  const sentCount = (count: number | null | undefined) =>
    typeof count === 'number' ? t('sentCount', { count }) : t('sentCountUnknown');
  return (
    <div className={styles.page}>
      <p className={styles.kicker}>{t('callKicker')}</p>
      <h1 lang={settings.language}>{shownText(settings.eventTitle)}</h1>
      {!settings.open && <p className={styles.notice}>{t('submissionsClosed')}</p>}
      <nav aria-label={t('kindsNav')} className={styles.kinds} aria-busy={pending || undefined}>
        {PROPOSAL_KINDS.map((each) => (
          <NavLink
            key={each}
            to={`/conference-proposals/${each}`}
            className={styles.kindLink}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              navigate(`/conference-proposals/${each}`);
            }}
          >
            {t(`kind.${each}`)}
            {counts && <span className={styles.count}>{sentCount(counts[each])}</span>}
          </NavLink>
        ))}
      </nav>
      <div className={styles.call}>
        <CallIntro intro={settings.intros[kind]} kind={kind} lang={settings.language} />
        <BrowserOnly waiting={<LoadingOverlay label={t('loading')} inline />}>
          <QueryBoundary inline loadingLabel={t('loading')} errorTitle={t('loadFailed')}>
            <ProposalDeskView settings={settings} kind={kind} onCounts={setCounts} />
          </QueryBoundary>
        </BrowserOnly>
      </div>
    </div>
  );
}
