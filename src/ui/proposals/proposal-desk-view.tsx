import { useEffect } from 'react';
import type { ProposalDesk } from '@/application/proposals/proposal-desk-loader';
import type { DeskState, Counts } from '@/application/proposals/proposal-desk-store';
import type { EventSettings } from '@/domain/proposals/event-settings';
import type { ProposalKind } from '@/domain/proposals/proposal-kind';
import { useObservable } from '../app/services';
import { useCallShownAsRead, useCaughtUpWhenShown } from './use-desk-catch-up';
import { useMessages } from '../i18n/use-messages';
import { LoadingOverlay } from '../shared/loading-overlay';
import { ProposalKindView } from './proposal-kind-view';
import { proposalsMessages } from './proposals-messages';
import { useDeskOpened, useProposalDesk } from './use-proposal-desk';
import styles from './proposal-page.module.css';

interface DeskViewProps {
  /** The call as the page read it (useCallSettings): the desk opens with it rather than asking again. */
  settings: EventSettings;
  kind: ProposalKind;
  /** The organizer's counts of sent forms, for the kinds' links above, once the proposal system gave them. */
  onCounts(counts: Counts | null): void;
}

/**
 * What the proposal system answers the member's browser alone: their form of the kind, where its edits stand
 * and Send. Waits for the desk's code, then for its open; a part that did not load goes on to the boundary.
 */
export function ProposalDeskView({ settings, kind, onCounts }: DeskViewProps) {
  const desk = useProposalDesk();
  useDeskOpened(desk, settings);
  return <OpenedDesk desk={desk} kind={kind} onCounts={onCounts} />;
}

function OpenedDesk({ desk, kind, onCounts }: Omit<DeskViewProps, 'settings'> & { desk: ProposalDesk }) {
  const t = useMessages(proposalsMessages);
  const state = useObservable(desk.store);
  switch (state.phase) {
    case 'closed':
    case 'opening':
    case 'failed':
      // Opened already, closed since (a session that ended): the next open is the query's.
      return <LoadingOverlay label={t('loading')} inline />;
    case 'no-event':
      return <p className={styles.notice}>{t('noCall')}</p>;
    case 'open':
      return <OpenDesk desk={desk} state={state} kind={kind} onCounts={onCounts} />;
  }
}

function OpenDesk({
  desk,
  state,
  kind,
  onCounts,
}: Omit<DeskViewProps, 'settings'> & { desk: ProposalDesk; state: Extract<DeskState, { phase: 'open' }> }) {
  const t = useMessages(proposalsMessages);
  const { settings, counts, otherTab } = state;
  useEffect(() => onCounts(counts), [counts, onCounts]);
  useCaughtUpWhenShown(desk);
  useCallShownAsRead(settings);
  return (
    <>
      {otherTab && (
        <p role="alert" className={styles.warning}>
          {t('otherTab')}
        </p>
      )}
      <ProposalKindView key={kind} draft={state.drafts[kind]} settings={settings} />
    </>
  );
}
