import { acceptsProposals, type EventSettings } from '@/domain/proposals/event-settings';
import type { Viewer } from '@/domain/session/viewer';
import { viewerOf } from '@/domain/session/viewer';
import { eventSettingsSchema } from '@/infrastructure/drupal/wire/event-settings-schema';
import {
  InMemoryProposalGateway,
  type InMemoryProposal,
} from '@/infrastructure/fakes/in-memory-proposal-gateway';
import { PROPOSAL_SEEDS } from '../../sandbox/demo-data/proposals';
import { PROPOSAL_EVENT_ID, PROPOSAL_SUBMISSION } from '../../sandbox/demo-data/event-settings';
import { DEFAULT_LANGCODE } from '../../sandbox/drupal/content-language';
import { isDemoMember, sessionOf, type DemoAccount } from './demo-accounts';

/**
 * The sandbox's call for proposals and its seeded proposals (sandbox/demo-data/event-settings.ts,
 * proposals.ts: the same source), as the adapters read them.
 */

export const DEMO_EVENT_ID = PROPOSAL_EVENT_ID;

/**
 * Read with the adapter's own schema, so the fake's settings are what the real adapter makes of the seed, with the
 * language the sandbox's Drupal names for it (the site's default: editable variables have no translations).
 */
export const DEMO_EVENT_SETTINGS: EventSettings = eventSettingsSchema.parse({
  ...PROPOSAL_SUBMISSION,
  langcode: DEFAULT_LANGCODE,
});

export const DEMO_PROPOSALS: readonly InMemoryProposal[] = PROPOSAL_SEEDS.map((seed) => ({
  userId: seed.uid,
  eventId: seed.eventId,
  kind: seed.type,
  formJson: seed.formJson,
  sent: seed.sent,
  updated: seed.updated,
  userEmail: seed.userEmail,
}));

/**
 * The proposal system with the seeded proposals; logins need the Drupal session `currentUid` reports and a
 * member of the association; saves and sends need the open event that `settings` names (the seeded call
 * unless given).
 */
export const demoProposalGateway = (
  currentUid: () => number,
  settings: () => EventSettings = () => DEMO_EVENT_SETTINGS,
) =>
  new InMemoryProposalGateway({
    currentUid,
    proposals: DEMO_PROPOSALS,
    isMember: isDemoMember,
    openEventId: () => {
      const call = settings();
      return acceptsProposals(call) ? call.eventId : null;
    },
  });

/** The viewer a demo account is once logged in, as CurrentViewer derives it. */
export const viewerFor = (account: DemoAccount): Viewer => viewerOf(sessionOf(account), account.user);
