import { ProposalGateway } from '@/application/proposals/proposal-gateway';
import { ProposalCredentials } from '@/infrastructure/proposals/proposal-connection';
import { logInOrFail, type DemoAccount } from '../support/demo-accounts';
import { demoWorld } from '../support/demo-world';
import { runContract } from '../support/contract-runner';
import { proposalGatewayContract } from './proposal-gateway.contract';

const logIn = (accounts: Parameters<typeof logInOrFail>[0]) => (account: DemoAccount) =>
  logInOrFail(accounts, account.user.mail, account.password);

runContract(proposalGatewayContract, {
  fake: () => {
    const { proposals, accounts, eventSettings } = demoWorld();
    return {
      setCall: async (eventId: string, open: boolean) => {
        eventSettings.settings = { ...eventSettings.settings, eventId, open };
      },
      proposals,
      logIn: logIn(accounts),
      endDrupalSession: async () => accounts.expireSession(),
      expireTokens: async () => proposals.expireToken(),
      heldToken: () => proposals.heldToken,
      accepts: async (token: string) => proposals.accepts(token),
    };
  },
  real: ({ container, accounts }, sandbox) => ({
    proposals: container.get(ProposalGateway),
    setCall: (eventId: string, open: boolean) => sandbox.control('open-call', { event_id: eventId, open }),
    logIn: logIn(accounts),
    endDrupalSession: (account: DemoAccount) =>
      sandbox.control('expire-sessions', { mail: account.user.mail }),
    expireTokens: (account: DemoAccount) =>
      sandbox.control('expire-proposal-tokens', { mail: account.user.mail }),
    heldToken: () => container.get<ProposalCredentials>(ProposalCredentials).token,
    // Any answer but 401 means the token was taken (a form of another user is 403, a missing one 404).
    accepts: async (token: string) => {
      const answer = await fetch(`${sandbox.url}/proposals/forms-data/single/1/contract/paper`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return answer.status !== 401;
    },
  }),
});
