import type { HttpClient } from '../http/http-client';
import type { AppConfig } from '@/application/config/app-config';
import { token } from '@/application/token';
import { createHttpClient } from '../http/http-client';
import { ProposalCredentials } from './proposal-credentials';
import { LOGIN_PATH, LOGOUT_PATH } from './proposal-wire';

export interface ProposalConnection {
  readonly http: HttpClient;
  readonly credentials: ProposalCredentials;
}

/** The proposal system's client, for the proposal adapter; its credentials are bound by their class. */
export const ProposalHttp = token<HttpClient>('ProposalHttp');

/**
 * The proposal system's client and its bearer token, made together: the client sends the token and asks
 * the credentials to log in again on a 401; the credentials log in through the client. The login and the
 * logout renew nothing: the login carries no token, the logout carries the one it ends.
 */
export function connectToProposals(config: Pick<AppConfig, 'proposalsUrl'>): ProposalConnection {
  const http = createHttpClient({
    system: 'proposals',
    baseURL: config.proposalsUrl,
    authentication: {
      kind: 'bearer',
      token: () => credentials.token,
      renew: () => credentials.renew(),
      isLoginRequest: (url) => url === LOGIN_PATH || url === LOGOUT_PATH,
    },
  });
  const credentials = new ProposalCredentials(http);
  return { http, credentials };
}
