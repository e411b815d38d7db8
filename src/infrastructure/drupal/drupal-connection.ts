import type { HttpClient } from '../http/http-client';
import type { AppConfig } from '@/application/config/app-config';
import { token } from '@/application/token';
import { createHttpClient } from '../http/http-client';
import { DrupalCredentials } from './drupal-credentials';

export interface DrupalConnection {
  readonly http: HttpClient;
  readonly credentials: DrupalCredentials;
}

/** The content system's client, for the Drupal adapters; its credentials are bound by their class. */
export const ContentHttp = token<HttpClient>('ContentHttp');

/**
 * The content system's client and the session tokens it sends, made together: the client asks the
 * credentials for the CSRF token, and the credentials fetch tokens through the client (never with
 * `csrf: true`, so the two cannot wait on each other).
 */
export function connectToDrupal(
  config: Pick<AppConfig, 'cmsUrl' | 'appName'>,
  onRefused?: (url: string) => void,
): DrupalConnection {
  const http = createHttpClient({
    system: 'content',
    baseURL: config.cmsUrl,
    authentication: { kind: 'cookie', csrfToken: () => credentials.csrfToken(), onRefused },
  });
  const credentials = new DrupalCredentials(http, `${config.appName}-json/get/page`);
  return { http, credentials };
}
