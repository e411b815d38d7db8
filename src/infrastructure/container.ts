import { Container, type Newable, type ServiceIdentifier } from 'inversify';
import type { AppConfig } from '@/application/config/app-config';
import { ReadListings } from '@/application/listing/read-listings';
import { Preferences } from '@/application/preferences/preferences';
import { LogIn } from '@/application/session/log-in';
import { LogOut } from '@/application/session/log-out';
import { SessionExpiry } from '@/application/session/session-expiry';
import { SessionStore } from '@/application/session/session-store';
import { SyncSession } from '@/application/session/sync-session';
import { LoadMenu } from '@/application/site/load-menu';
import { LoadPage } from '@/application/site/load-page';
import { PageCache } from '@/application/site/page-cache';
import { TOKENS } from '@/application/tokens';
import { DrupalAccountGateway } from './drupal/drupal-account-gateway';
import { DrupalListingGateway } from './drupal/drupal-listing-gateway';
import { DrupalSiteGateway } from './drupal/drupal-site-gateway';
import { csrfTokenSource } from './drupal/csrf-token-source';
import { createHttpClient } from './http/http-client';
import { INFRASTRUCTURE_TOKENS } from './infrastructure-tokens';
import { SewobeMembershipGateway } from './sewobe/sewobe-membership-gateway';
import { WebStorage } from './storage/web-storage';

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
  bindClass(TOKENS.PageCache, PageCache);
  bindClass(TOKENS.Preferences, Preferences);

  const csrfToken = csrfTokenSource(
    () => container.get(TOKENS.SessionStore),
    () => container.get(TOKENS.AccountGateway),
  );
  bindValue(INFRASTRUCTURE_TOKENS.ContentHttp, () =>
    createHttpClient({
      system: 'content',
      baseURL: config.cmsUrl,
      csrfToken,
      // A refusal may mean the session ended. Login and logout refuse for reasons of their own.
      onUnauthorized: (url) => {
        if (!/^\/?user\/log(in|out)\b/.test(url)) void container.get(TOKENS.SessionExpiry).verify();
      },
    }),
  );
  bindValue(INFRASTRUCTURE_TOKENS.MembershipHttp, () =>
    createHttpClient({ system: 'membership', baseURL: config.membershipUrl }),
  );
  bindClass(TOKENS.SiteGateway, DrupalSiteGateway);
  bindClass(TOKENS.ListingGateway, DrupalListingGateway);
  bindClass(TOKENS.AccountGateway, DrupalAccountGateway);
  bindClass(TOKENS.MembershipGateway, SewobeMembershipGateway);

  bindClass(TOKENS.SyncSession, SyncSession);
  bindClass(TOKENS.LogIn, LogIn);
  bindClass(TOKENS.LogOut, LogOut);
  bindClass(TOKENS.SessionExpiry, SessionExpiry);
  bindClass(TOKENS.LoadPage, LoadPage);
  bindClass(TOKENS.LoadMenu, LoadMenu);
  bindClass(TOKENS.ReadListings, ReadListings);
  return container;
}
