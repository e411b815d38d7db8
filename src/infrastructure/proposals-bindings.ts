import type { Container } from 'inversify';
import type { AppConfig } from '@/application/config/app-config';
import { ProposalGateway } from '@/application/proposals/proposal-gateway';
import { SessionStore } from '@/application/session/session-store';
import { binderOf } from './binder';
import { HttpProposalGateway } from './proposals/http-proposal-gateway';
import { ProposalGatewayReadingFirst } from './proposals/proposal-gateway-reading-first';
import { connectToProposals, ProposalHttp, type ProposalConnection } from './proposals/proposal-connection';
import { ProposalCredentials } from './proposals/proposal-connection';

/**
 * The proposal system's part of the composition root: its client, token and adapter. The browser loads it
 * with the first call to the proposal system (container.ts); tests bind it at once.
 */
export function bindProposals(container: Container, config: AppConfig): void {
  if (container.isBound(HttpProposalGateway)) return;
  bindProposalConnection(container, config);
  binderOf(container).bindSelf(HttpProposalGateway);
}

/**
 * The adapter itself, bound first if it is not yet; for a proposal system that checks no versions, one that
 * reads before it writes (`proposalsCheckVersions`).
 */
export function proposalGatewayOf(container: Container, config: AppConfig): ProposalGateway {
  bindProposals(container, config);
  const adapter = container.get(HttpProposalGateway);
  return config.proposalsCheckVersions ? adapter : new ProposalGatewayReadingFirst(adapter);
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
    container.get(SessionStore).ended$.subscribe(() => {
      if (credentials.token !== null)
        container
          .get(ProposalGateway)
          .logout()
          .catch(() => undefined);
    });
    return connection;
  };
  const { bindOnDemand } = binderOf(container);
  bindOnDemand(ProposalHttp, () => connect().http);
  bindOnDemand(ProposalCredentials, () => connect().credentials);
}
