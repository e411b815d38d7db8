import type { ProposalKind } from './proposal-kind';

/**
 * The call for proposals of the current event, as Drupal configures it (docs/behaviour.md, Event settings).
 * A text that is missing or blank is null; texts may hold HTML, sanitized where they are shown.
 */
export interface EventSettings {
  /** Null when the site names no event: then there is nothing to propose for. */
  readonly eventId: string | null;
  readonly eventTitle: string | null;
  /** The language the event's title and texts are in, where the content system says. */
  readonly language?: string;
  /** Whether proposals are accepted (`proposal_submission_form_status`). */
  readonly open: boolean;
  readonly intros: Readonly<Record<ProposalKind, string | null>>;
  /** Shown before sending. */
  readonly submitText: string | null;
  /** Shown once a kind is sent. */
  readonly completedText: string | null;
  readonly errorText: string | null;
}

/** What the form shows for a missing text (docs/behaviour.md, Event settings). */
export const MISSING_TEXT = '---';

/** Drupal gave no such text, or a blank one. */
export const isMissingText = (text: string | null): text is null => !text?.trim();

export const shownText = (text: string | null): string => (isMissingText(text) ? MISSING_TEXT : text);

/** Proposals can be written and sent: the call is open and names its event. */
export const acceptsProposals = (settings: EventSettings): boolean =>
  settings.open && settings.eventId !== null;
