import type { AppConfig } from '@/application/config/app-config';
import { DrupalAccountGateway } from '@/infrastructure/drupal/drupal-account-gateway';
import { DrupalListingGateway } from '@/infrastructure/drupal/drupal-listing-gateway';
import { DrupalSiteGateway } from '@/infrastructure/drupal/drupal-site-gateway';
import { defaultConfig } from '@/infrastructure/config/load-config';
import { createHttpClient } from '@/infrastructure/http/http-client';
import { SewobeMembershipGateway } from '@/infrastructure/sewobe/sewobe-membership-gateway';
import { CookieJar } from './cookie-jar';

/**
 * The real adapters, wired as the container wires them but pointed at a running sandbox, sharing one
 * cookie jar: together they are one browser. CSRF tokens are read from `session/token` whenever an unsafe
 * call needs one, as the app does after a reload.
 */
export function connectToSandbox(origin: string) {
  const config: AppConfig = {
    ...defaultConfig,
    cmsUrl: `${origin}/cms/`,
    membershipUrl: `${origin}/membership/`,
  };
  const contentHttp = createHttpClient({
    system: 'content',
    baseURL: config.cmsUrl,
    csrfToken: () => accounts.fetchCsrfToken(),
  });
  const jar = CookieJar.attachTo(contentHttp);
  const accounts = new DrupalAccountGateway(contentHttp);
  const membershipHttp = createHttpClient({ system: 'membership', baseURL: config.membershipUrl });

  return {
    jar,
    contentHttp,
    accounts,
    site: new DrupalSiteGateway(contentHttp, config),
    listings: new DrupalListingGateway(contentHttp),
    membership: new SewobeMembershipGateway(membershipHttp, config),
  };
}
