import { Container, type Newable, type ServiceIdentifier } from 'inversify';
import type { AppConfig } from '@/application/config/app-config';
import { ChangeGroupMembership } from '@/application/groups/change-membership';
import { PostComment } from '@/application/groups/post-comment';
import { PostTopic } from '@/application/groups/post-topic';
import { ProposalCopiesAtLogout } from '@/application/proposals/copies-at-logout';
import type { ProposalDesk, ProposalDeskLoader } from '@/application/proposals/proposal-desk-loader';
import { ReadGroups } from '@/application/groups/read-groups';
import { TopicDraftStore } from '@/application/groups/topic-draft-store';
import { ReadListings } from '@/application/listing/read-listings';
import { Preferences } from '@/application/preferences/preferences';
import { LogIn } from '@/application/session/log-in';
import { CurrentViewer } from '@/application/session/current-viewer';
import { LogOut } from '@/application/session/log-out';
import { PendingLogout } from '@/application/session/pending-logout';
import { SessionExpiry } from '@/application/session/session-expiry';
import { SessionStore } from '@/application/session/session-store';
import { SyncSession } from '@/application/session/sync-session';
import { LoadMenu } from '@/application/site/load-menu';
import { LoadPage } from '@/application/site/load-page';
import { PageCache } from '@/application/site/page-cache';
import { TOKENS } from '@/application/tokens';
import { DrupalAccountGateway } from './drupal/drupal-account-gateway';
import { DrupalEventSettingsGateway } from './drupal/drupal-event-settings-gateway';
import { DrupalGroupGateway } from './drupal/drupal-group-gateway';
import { DrupalListingGateway } from './drupal/drupal-listing-gateway';
import { connectToDrupal, type DrupalConnection } from './drupal/drupal-connection';
import { DrupalSiteGateway } from './drupal/drupal-site-gateway';
import { createHttpClient } from './http/http-client';
import { INFRASTRUCTURE_TOKENS } from './infrastructure-tokens';
import { HttpProposalGateway } from './proposals/http-proposal-gateway';
import { connectToProposals, type ProposalConnection } from './proposals/proposal-connection';
import { SewobeMembershipGateway } from './sewobe/sewobe-membership-gateway';
import { WebStorage } from './storage/web-storage';
import { BroadcastDraftPresence } from './browser/broadcast-draft-presence';
import { BrowserConnectivity } from './browser/browser-connectivity';

/** Replaces whatever a token is bound to, e.g. a port's adapter with an in-memory fake. */
export type Override = readonly [ServiceIdentifier<unknown>, unknown];
export const override = <T>(token: ServiceIdentifier<T>, value: T): Override => [token, value];

/**
 * The composition root: binds every port to its adapter and every service to its class, all singletons.
 * `overrides` swap any binding for a ready-made value (tests, demos).
 */
export function createContainer(config: AppConfig, overrides: readonly Override[] = []): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  const swapped = new Map(overrides);
  const bindClass = <T>(token: ServiceIdentifier<T>, implementation: Newable<T>) => {
    if (swapped.has(token)) container.bind(token).toConstantValue(swapped.get(token) as T);
    else container.bind(token).to(implementation);
  };
  const bindValue = <T>(token: ServiceIdentifier<T>, make: () => T) => {
    container.bind(token).toConstantValue(swapped.has(token) ? (swapped.get(token) as T) : make());
  };

  bindValue(TOKENS.Config, () => config);
  bindValue(TOKENS.PersistentStorage, () => new WebStorage(globalThis.localStorage));
  bindValue(TOKENS.SessionStorage, () => new WebStorage(globalThis.sessionStorage));
  bindClass(TOKENS.SessionStore, SessionStore);
  bindClass(TOKENS.CurrentViewer, CurrentViewer);
  bindClass(TOKENS.PendingLogout, PendingLogout);
  bindClass(TOKENS.PageCache, PageCache);
  bindClass(TOKENS.Preferences, Preferences);

  bindDrupalConnection(container, config);
  bindValue(INFRASTRUCTURE_TOKENS.MembershipHttp, () =>
    createHttpClient({
      system: 'membership',
      baseURL: config.membershipUrl,
      authentication: { kind: 'none' },
    }),
  );
  bindClass(TOKENS.SiteGateway, DrupalSiteGateway);
  bindClass(TOKENS.ListingGateway, DrupalListingGateway);
  bindClass(TOKENS.AccountGateway, DrupalAccountGateway);
  bindClass(TOKENS.MembershipGateway, SewobeMembershipGateway);
  bindClass(TOKENS.GroupGateway, DrupalGroupGateway);
  bindProposalConnection(container, config);
  bindClass(TOKENS.ProposalGateway, HttpProposalGateway);
  bindClass(TOKENS.EventSettingsGateway, DrupalEventSettingsGateway);
  bindValue(TOKENS.Connectivity, () => new BrowserConnectivity());
  bindValue(TOKENS.DraftPresence, () => new BroadcastDraftPresence(`${config.appName}.proposal-drafts`));

  bindClass(TOKENS.SyncSession, SyncSession);
  bindClass(TOKENS.LogIn, LogIn);
  bindClass(TOKENS.LogOut, LogOut);
  bindClass(TOKENS.SessionExpiry, SessionExpiry);
  bindClass(TOKENS.LoadPage, LoadPage);
  bindClass(TOKENS.LoadMenu, LoadMenu);
  bindClass(TOKENS.ReadListings, ReadListings);
  bindClass(TOKENS.ReadGroups, ReadGroups);
  bindClass(TOKENS.ChangeGroupMembership, ChangeGroupMembership);
  bindClass(TOKENS.PostComment, PostComment);
  bindClass(TOKENS.PostTopic, PostTopic);
  bindClass(TOKENS.TopicDraftStore, TopicDraftStore);
  bindClass(TOKENS.ProposalCopiesAtLogout, ProposalCopiesAtLogout);
  bindValue(TOKENS.ProposalDeskLoader, () => lazyProposalDesk(container));
  // Created now: a tab reloaded since a draft was typed must still drop it when the session ends.
  container.get(TOKENS.TopicDraftStore);
  // Created now too: a logout must drop the proposal copies on this device even if no form was opened.
  container.get(TOKENS.ProposalCopiesAtLogout);
  return container;
}

/**
 * The content system's client and the session tokens it sends, built on first use. A refused call may
 * mean the session ended, so it asks SessionExpiry to check (calls that refuse for other reasons opt out
 * with `refusalMayEndSession: false`); the tokens are forgotten whenever the portal session ends.
 */
function bindDrupalConnection(container: Container, config: AppConfig): void {
  let connection: DrupalConnection | null = null;
  const connect = (): DrupalConnection => {
    if (connection) return connection;
    connection = connectToDrupal(config, () => void container.get(TOKENS.SessionExpiry).verify());
    const { credentials } = connection;
    container.get(TOKENS.SessionStore).ended$.subscribe(() => credentials.forget());
    return connection;
  };
  container.bind(INFRASTRUCTURE_TOKENS.ContentHttp).toDynamicValue(() => connect().http);
  container.bind(INFRASTRUCTURE_TOKENS.DrupalCredentials).toDynamicValue(() => connect().credentials);
}

/**
 * The proposal system's client and its bearer token, built on first use. The token belongs to whoever was
 * logged in to the portal, so it ends whenever the portal session ends: on the proposal system too when the
 * portal session ended without this tab's Logout (a timeout, Logout in another tab), whose failure is
 * ignored; a Logout here has ended it already.
 */
function bindProposalConnection(container: Container, config: AppConfig): void {
  let connection: ProposalConnection | null = null;
  const connect = (): ProposalConnection => {
    if (connection) return connection;
    connection = connectToProposals(config);
    const { credentials } = connection;
    container.get(TOKENS.SessionStore).ended$.subscribe(() => {
      if (credentials.token !== null)
        container
          .get(TOKENS.ProposalGateway)
          .logout()
          .catch(() => undefined);
    });
    return connection;
  };
  container.bind(INFRASTRUCTURE_TOKENS.ProposalHttp).toDynamicValue(() => connect().http);
  container.bind(INFRASTRUCTURE_TOKENS.ProposalCredentials).toDynamicValue(() => connect().credentials);
}

/** The proposal desk with its code (use cases, store, lifecycle, form schemas) loaded on first use. */
function lazyProposalDesk(container: Container): ProposalDeskLoader {
  let loading: ReturnType<ProposalDeskLoader['load']> | null = null;
  // One object for the two singletons, so a view that keeps it (or puts it in its deps) sees no change.
  let bundle: ProposalDesk | null = null;
  const desk = (): ProposalDesk =>
    (bundle ??= {
      store: container.get(TOKENS.ProposalDeskStore),
      open: container.get(TOKENS.OpenProposals),
    });
  return {
    load: () =>
      (loading ??= Promise.all([
        import('@/application/proposals/proposal-desk-store'),
        import('@/application/proposals/open-proposals'),
        import('@/application/proposals/resume-proposal-saves'),
      ]).then(([{ ProposalDeskStore }, { OpenProposals }, { ResumeProposalSaves }]) => {
        if (!container.isBound(TOKENS.ProposalDeskStore)) {
          container.bind(TOKENS.ProposalDeskStore).to(ProposalDeskStore).inSingletonScope();
          container.bind(TOKENS.ResumeProposalSaves).to(ResumeProposalSaves).inSingletonScope();
          container.bind(TOKENS.OpenProposals).to(OpenProposals).inSingletonScope();
        }
        return desk();
      })),
    current: () => (container.isBound(TOKENS.OpenProposals) ? desk() : null),
  };
}
