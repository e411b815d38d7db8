import { GroupGateway } from '@/application/groups/group-gateway';
import { ReadingHistory } from '@/application/groups/reading-history';
import { ListingGateway } from '@/application/listing/listing-gateway';
import { Connectivity } from '@/application/proposals/connectivity';
import { DraftPresence } from '@/application/proposals/draft-presence';
import { EventSettingsGateway } from '@/application/proposals/event-settings-gateway';
import { ProposalGateway } from '@/application/proposals/proposal-gateway';
import { AccountGateway } from '@/application/session/account-gateway';
import { MembershipGateway } from '@/application/session/membership-gateway';
import { OtherTabs } from '@/application/session/other-tabs';
import { SearchGateway } from '@/application/search/search-gateway';
import { SiteGateway } from '@/application/site/site-gateway';
import { override, type Override } from '@/infrastructure/container';
import { InMemoryAccountGateway } from '@/infrastructure/fakes/in-memory-account-gateway';
import { InMemoryDraftPresence, PresenceHub } from '@/infrastructure/fakes/in-memory-draft-presence';
import { SendingTurn } from '@/application/groups/sending-turn';
import { SharedSendingTurn } from '@/infrastructure/fakes/shared-sending-turn';
import { TabHub } from '@/infrastructure/fakes/in-memory-other-tabs';
import { ManualConnectivity } from '@/infrastructure/fakes/manual-connectivity';
import { InMemoryEventSettingsGateway } from '@/infrastructure/fakes/in-memory-event-settings-gateway';
import type { InMemoryProposalGateway } from '@/infrastructure/fakes/in-memory-proposal-gateway';
import type { InMemoryGroupGateway } from '@/infrastructure/fakes/in-memory-group-gateway';
import type { InMemoryReadingHistory } from '@/infrastructure/fakes/in-memory-reading-history';
import type { InMemorySearchGateway } from '@/infrastructure/fakes/in-memory-search-gateway';
import { InMemoryListingGateway } from '@/infrastructure/fakes/in-memory-listing-gateway';
import { InMemoryMembershipGateway } from '@/infrastructure/fakes/in-memory-membership-gateway';
import { InMemorySiteGateway, type InMemoryTranslation } from '@/infrastructure/fakes/in-memory-site-gateway';
import { DEMO_ACCOUNTS, sessionOf, type DemoAccount } from './demo-accounts';
import { demoGroupGateway, demoReadingHistory } from './demo-groups';
import { demoSearchGateway } from './demo-search';
import { DEMO_CONFERENCES, DEMO_FILTER_OPTIONS, DEMO_NEWS, DEMO_TIMELINE } from './demo-lists';
import { DEMO_FOOTER_MENU, DEMO_MAIN_MENU, demoMenuIn } from './demo-menus';
import { DEMO_PAGE_TRANSLATIONS, DEMO_PAGES } from './demo-pages';
import { DEMO_EVENT_SETTINGS, demoProposalGateway } from './demo-proposals';

/** SEWOBE's view of the demo accounts, as the sandbox seeds them. */
export const demoMembers = () =>
  Object.values(DEMO_ACCOUNTS).map(({ user, password, membershipLocked }) => ({
    mail: user.mail,
    password,
    locked: membershipLocked,
  }));

export interface DemoWorld {
  readonly site: InMemorySiteGateway;
  readonly listings: InMemoryListingGateway;
  readonly accounts: InMemoryAccountGateway;
  readonly membership: InMemoryMembershipGateway;
  /** The working groups; who is logged in follows `accounts`. */
  readonly groups: InMemoryGroupGateway;
  /** What each member has read of the groups' topics (the history module); who is logged in follows `accounts`. */
  readonly history: InMemoryReadingHistory;
  /** The site search over the demo content; who is logged in (topics) follows `accounts`. */
  readonly search: InMemorySearchGateway;
  /** The proposal system with the seeded proposals; its logins need the Drupal session of `accounts`. */
  readonly proposals: InMemoryProposalGateway;
  /** The seeded call for proposals (its workshop intro missing); change `settings` to close it. */
  readonly eventSettings: InMemoryEventSettingsGateway;
  /** The device's network, for the proposal drafts; switch it off and on. */
  readonly connectivity: ManualConnectivity;
  /** The browser's tabs: a second container given `presenceHub` plays a second tab. */
  readonly presenceHub: PresenceHub;
  /** The browser's tabs telling each other of logouts and logins: `tabHub.open()` is one more tab's ear. */
  readonly tabHub: TabHub;
  /** Pass to `createContainer(config, world.overrides)` so every port is served by these fakes. */
  readonly overrides: readonly Override[];
}

/** The sandbox's translations by language: its translated pages, and both menus with their translated labels. */
function demoTranslations(): Record<string, InMemoryTranslation> {
  return Object.fromEntries(
    Object.entries(DEMO_PAGE_TRANSLATIONS).map(([language, pages]) => [
      language,
      { pages, menus: { main: demoMenuIn('main', language), footer: demoMenuIn('footer', language) } },
    ]),
  );
}

/**
 * The sandbox in memory, for UI and use-case tests: its demo accounts, pages, menus and lists. Logging in
 * through `accounts` changes the session that `site` reports, as one Drupal session would.
 */
export function demoWorld(): DemoWorld {
  const demoAccounts: DemoAccount[] = Object.values(DEMO_ACCOUNTS);
  const site = new InMemorySiteGateway({
    pages: DEMO_PAGES,
    menus: { main: DEMO_MAIN_MENU, footer: DEMO_FOOTER_MENU },
    translations: demoTranslations(),
  });
  const accounts = new InMemoryAccountGateway(demoAccounts, (uid) =>
    site.setSession(sessionOf(demoAccounts.find((demo) => demo.user.uid === uid))),
  );
  const membership = new InMemoryMembershipGateway(demoMembers());
  const listings = new InMemoryListingGateway({
    news: DEMO_NEWS,
    filterOptions: DEMO_FILTER_OPTIONS,
    conferences: DEMO_CONFERENCES,
    timeline: DEMO_TIMELINE,
  });
  const history = demoReadingHistory(() => accounts.loggedInUid);
  const groups = demoGroupGateway(() => accounts.loggedInUid, undefined, history);
  const search = demoSearchGateway(() => accounts.loggedInUid);
  const eventSettings = new InMemoryEventSettingsGateway(DEMO_EVENT_SETTINGS);
  const proposals = demoProposalGateway(
    () => accounts.loggedInUid,
    () => eventSettings.settings,
  );
  const connectivity = new ManualConnectivity();
  const presenceHub = new PresenceHub();
  const tabHub = new TabHub();

  return {
    site,
    listings,
    accounts,
    membership,
    groups,
    history,
    search,
    proposals,
    eventSettings,
    connectivity,
    presenceHub,
    tabHub,
    overrides: [
      override(SiteGateway, site),
      override(ListingGateway, listings),
      override(AccountGateway, accounts),
      override(MembershipGateway, membership),
      override(GroupGateway, groups),
      override(ReadingHistory, history),
      override(SearchGateway, search),
      override(ProposalGateway, proposals),
      override(EventSettingsGateway, eventSettings),
      override(Connectivity, connectivity),
      override(DraftPresence, new InMemoryDraftPresence(presenceHub)),
      // One tab's: a second container that shares the world gets its own (session-fakes.ts, openAnotherTab).
      override(OtherTabs, tabHub.open()),
      // One browser's turns, shared by its tabs as the Web Locks API's are.
      override(SendingTurn, new SharedSendingTurn()),
    ],
  };
}
