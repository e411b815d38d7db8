import { Container } from 'inversify';
import { AppConfig } from '@/application/config/app-config';
import { GroupsLoader } from '@/application/groups/groups-loader';
import { DiscussionDraftsAtLogout } from '@/application/groups/discussion-drafts-at-logout';
import { discussionWordsOnDevice } from '@/application/groups/discussion-draft-keys';
import { ListingGateway } from '@/application/listing/listing-gateway';
import { ReadListings } from '@/application/listing/read-listings';
import { Preferences, ReaderLanguages } from '@/application/preferences/preferences';
import { ownTimeZone, shownTimeZone, ShownTimeZone } from '@/application/preferences/shown-time-zone';
import { Connectivity } from '@/application/proposals/connectivity';
import { ProposalCopiesAtLogout } from '@/application/proposals/proposal-copies-at-logout';
import { proposalCopiesOnDevice } from '@/application/proposals/proposal-copy-keys';
import { EventSettingsGateway } from '@/application/proposals/event-settings-gateway';
import { ProposalDeskLoader } from '@/application/proposals/proposal-desk-loader';
import { ProposalGateway } from '@/application/proposals/proposal-gateway';
import { AccountCopiesOnDevice } from '@/application/session/account-copies';
import { AccountGateway } from '@/application/session/account-gateway';
import { CurrentViewer } from '@/application/session/current-viewer';
import { FollowOtherTabs } from '@/application/session/follow-other-tabs';
import { LogInLoader } from '@/application/session/log-in-loader';
import { LogOut } from '@/application/session/log-out';
import { MembershipGateway } from '@/application/session/membership-gateway';
import { OtherTabs } from '@/application/session/other-tabs';
import { PendingLogout } from '@/application/session/pending-logout';
import { SessionExpiry } from '@/application/session/session-expiry';
import { SearchGateway } from '@/application/search/search-gateway';
import { SearchSite } from '@/application/search/search-site';
import { SessionStore } from '@/application/session/session-store';
import { SyncSession } from '@/application/session/sync-session';
import { LoadMenu } from '@/application/site/load-menu';
import { LoadPage } from '@/application/site/load-page';
import { PageCache } from '@/application/site/page-cache';
import { SiteGateway } from '@/application/site/site-gateway';
import { PersistentStorage, SessionStorage } from '@/application/storage/key-value-storage';
import { binderOf, type Override } from './binder';
import { lazyGroups, lazyLogIn, lazyProposalDesk } from './lazy-loaders';
import { BroadcastOtherTabs } from './browser/broadcast-other-tabs';
import { BrowserConnectivity } from './browser/browser-connectivity';
import {
  connectToDrupal,
  DrupalHttp,
  DrupalTransport,
  type DrupalConnection,
} from './drupal/drupal-connection';
import { DrupalCredentials } from './drupal/drupal-connection';
import {
  accountGatewayOnDemand,
  listingGatewayOnDemand,
  searchGatewayOnDemand,
  siteGatewayOnDemand,
} from './drupal/drupal-gateways-on-demand';
import { ProposalGatewayOnDemand } from './proposals/proposal-gateway-on-demand';
import { connectToSewobe, SewobeHttp, SewobeSession, SewobeSessionOfTab } from './sewobe/sewobe-connection';
import { onDemand, resolvedLate } from './on-demand';
import { sewobeGatewayOnDemand } from './sewobe/sewobe-gateway-on-demand';
import { WebStorage } from './storage/web-storage';
import { dropDeviceCopiesAtSessionEnd } from './offline/device-copies-at-session-end';

export { override, type Override } from './binder';

/**
 * Where the container serves: a browser tab (the default), or one render on the server, which has no session
 * to end and no device to clean, so nothing there watches for a logout. A tab's start (src/main.tsx) makes
 * the watchers itself, one task at a time (LOGOUT_WATCHERS), before anything it starts could end a session.
 */
export type ContainerPlace = 'browser' | 'server-render' | 'tab-start';

/**
 * The composition root: binds every port's token to its adapter and every use case and store to itself (its
 * class is its key), all singletons. `overrides` swap any binding for a ready-made value (tests, demos).
 */
export function createContainer(
  config: AppConfig,
  overrides: readonly Override[] = [],
  place: ContainerPlace = 'browser',
): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  binderOf(container, overrides).bindValue(AppConfig, () => config);
  bindPortal(container, overrides, place);
  return container;
}

/**
 * The portal's bindings, into `container`, which holds its AppConfig already (or inherits it from a parent:
 * the server's process container, src/server/server-composition.ts). Everything bound here is one reader's:
 * their session, their preferences, their client with its tokens. A container for one server render is a
 * child of the process's, holding these and its request's own values (DrupalTransport, the overrides).
 */
export function bindPortal(
  container: Container,
  overrides: readonly Override[] = [],
  place: ContainerPlace = 'browser',
): void {
  const config = container.get(AppConfig);
  const { bindSelf, bindValue } = binderOf(container, overrides);

  bindValue(PersistentStorage, () => new WebStorage(globalThis.localStorage));
  bindValue(SessionStorage, () => new WebStorage(globalThis.sessionStorage));
  bindSelf(SessionStore);
  bindSelf(CurrentViewer);
  bindSelf(PendingLogout);
  bindSelf(PageCache);
  // A server render has no browser: its reader is taken to read English, the language it draws in.
  bindValue(ReaderLanguages, () => globalThis.navigator?.languages ?? ['en']);
  bindSelf(Preferences);
  // A page the browser draws afresh shows its own zone; a server render and a taken-over page override it.
  bindValue(ShownTimeZone, () => shownTimeZone(ownTimeZone(), config.timeZone));

  bindDrupalConnection(container, config);
  bindValue(SewobeHttp, () => connectToSewobe(config));
  bindValue(SewobeSessionOfTab, () => new SewobeSession(container.get(SessionStorage), config.appName));
  // Each loaded with its first call, so a first load lacks their wire schemas (drupal-gateways-on-demand.ts).
  bindValue(SiteGateway, () => siteGatewayOnDemand(container));
  bindValue(ListingGateway, () => listingGatewayOnDemand(container));
  bindValue(SearchGateway, () => searchGatewayOnDemand(container));
  bindValue(AccountGateway, () => accountGatewayOnDemand(container));
  bindValue(MembershipGateway, () => sewobeGatewayOnDemand(container));
  bindValue(
    ProposalGateway,
    () =>
      new ProposalGatewayOnDemand(() =>
        import('./proposals-bindings').then(({ proposalGatewayOf }) => proposalGatewayOf(container, config)),
      ),
  );
  // Read by the proposal desk only, stateless: loaded on its first call, so a visitor's first load lacks it.
  bindValue(EventSettingsGateway, () =>
    onDemand(
      () =>
        import('./drupal/drupal-event-settings-gateway').then(({ DrupalEventSettingsGateway }) =>
          resolvedLate(container, DrupalEventSettingsGateway),
        ),
      ['read'],
    ),
  );
  bindValue(Connectivity, () => new BrowserConnectivity());
  bindValue(OtherTabs, () => new BroadcastOtherTabs(`${config.appName}.tab-news`));

  bindSelf(SyncSession);
  bindValue(LogInLoader, () => lazyLogIn(container));
  bindSelf(LogOut);
  bindSelf(SessionExpiry);
  bindSelf(FollowOtherTabs);
  bindSelf(LoadPage);
  bindSelf(LoadMenu);
  bindSelf(ReadListings);
  bindSelf(SearchSite);
  bindSelf(DiscussionDraftsAtLogout);
  bindSelf(ProposalCopiesAtLogout);
  bindSelf(AccountCopiesOnDevice);
  bindValue(GroupsLoader, () => lazyGroups(container));
  bindValue(ProposalDeskLoader, () => lazyProposalDesk(container));
  if (place === 'browser') for (const watch of LOGOUT_WATCHERS) watch(container);
}

/**
 * The services that act when a session ends, made at once rather than when a screen first asks for them; each
 * apart, so that a tab's start can make them in tasks of their own (docs/performance.md).
 */
export const LOGOUT_WATCHERS: readonly ((container: Container) => void)[] = [
  // Created now: a tab reloaded since a draft was typed must still drop it when the session ends.
  (container) => container.get(DiscussionDraftsAtLogout),
  // Created now too: a logout must drop the proposal copies on this device even if no form was opened.
  (container) => container.get(ProposalCopiesAtLogout),
  // And the logout: a page answer may report a session it could not end before any screen offers Logout.
  (container) => container.get(LogOut),
  // And the other tabs' news: a Logout or another account's login there ends this tab's member at once.
  (container) => container.get(FollowOtherTabs),
  // Nothing of one account stays for the next (issue 80): every store that keeps copies per account joins.
  (container) => {
    const device = container.get(AccountCopiesOnDevice);
    const { appName } = container.get(AppConfig);
    device.register(proposalCopiesOnDevice(container.get(PersistentStorage), appName));
    device.register(discussionWordsOnDevice(container.get(SessionStorage), appName));
    device.register(container.get(PageCache));
  },
  (container) => {
    // The service worker's page copies: none outlives the session it was read in (docs/offline.md).
    dropDeviceCopiesAtSessionEnd(container.get(SessionStore), container.get(AccountCopiesOnDevice));
    endSewobeSessionWithPortal(container);
  },
];

/**
 * A portal session that ends without this tab's Logout (a timeout, Logout in another tab, another user) takes
 * the SEWOBE session with it, on SEWOBE too; a Logout here has ended it already. Watched here, not by the
 * adapter, whose code loads only when a session is held; failures are ignored (docs/behaviour.md, Logout).
 */
function endSewobeSessionWithPortal(container: Container): void {
  container.get(SessionStore).ended$.subscribe(() => {
    if (container.get(SewobeSessionOfTab).value !== null)
      container
        .get(MembershipGateway)
        .logOut()
        .catch(() => undefined);
  });
}

/**
 * Drupal's client and the session tokens it sends, built on first use, on the DrupalTransport the container
 * holds (a server render's), else on fetch. A refused call may
 * mean the session ended, so it asks SessionExpiry to check (calls that refuse for other reasons opt out
 * with `refusalMayEndSession: false`); the tokens are forgotten whenever the portal session ends.
 */
function bindDrupalConnection(container: Container, config: AppConfig): void {
  let connection: DrupalConnection | null = null;
  const connect = (): DrupalConnection => {
    if (connection) return connection;
    const transport = container.get(DrupalTransport, { optional: true });
    connection = connectToDrupal(config, () => void container.get(SessionExpiry).verify(), transport);
    const { credentials } = connection;
    container.get(SessionStore).ended$.subscribe(() => credentials.forget());
    return connection;
  };
  const { bindOnDemand } = binderOf(container);
  bindOnDemand(DrupalHttp, () => connect().http);
  bindOnDemand(DrupalCredentials, () => connect().credentials);
}
