import type { HttpClient } from '@/infrastructure/http/http-client';
import type { Container } from 'inversify';
import { ListingGateway } from '@/application/listing/listing-gateway';
import { AccountGateway } from '@/application/session/account-gateway';
import { MembershipGateway } from '@/application/session/membership-gateway';
import { SiteGateway } from '@/application/site/site-gateway';
import { PersistentStorage } from '@/application/storage/key-value-storage';
import { ContentHttp } from '@/infrastructure/drupal/drupal-connection';
import { ProposalHttp } from '@/infrastructure/proposals/proposal-connection';
import { override } from '@/infrastructure/container';
import { InMemoryStorage } from '@/infrastructure/fakes/in-memory-storage';
import { containerAt } from './container-at';
import { CookieJar } from './cookie-jar';

/**
 * The real adapters, built by the app's own container (so its wiring — CSRF tokens, session checks, the
 * adapters' credentials — is what a test covers), pointed at a running sandbox. All tabs opened from one
 * `SandboxBrowser` share one cookie jar, as the tabs of one browser do; each has its own session storage.
 */
export class SandboxBrowser {
  readonly jar = new CookieJar();
  readonly localStorage = new InMemoryStorage();

  constructor(readonly origin: string) {}

  openTab(): Container {
    const container = containerAt(this.origin, {}, [override(PersistentStorage, this.localStorage)]);
    this.jar.attachTo(container.get<HttpClient>(ContentHttp));
    // The proposal login proves the content session by its cookie: same browser, same jar.
    this.jar.attachTo(container.get<HttpClient>(ProposalHttp));
    return container;
  }
}

/** A fresh browser with one tab: its ports, ready for a contract. */
export function connectToSandbox(origin: string) {
  const browser = new SandboxBrowser(origin);
  const tab = browser.openTab();
  return {
    browser,
    container: tab,
    jar: browser.jar,
    accounts: tab.get(AccountGateway),
    site: tab.get(SiteGateway),
    listings: tab.get(ListingGateway),
    membership: tab.get(MembershipGateway),
  };
}
