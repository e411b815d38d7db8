import { TOKENS } from '@/application/tokens';
import { logInOrFail, type DemoAccount } from '../support/demo-accounts';
import { demoWorld } from '../support/demo-world';
import { runContract } from '../support/contract-runner';
import { proposalGatewayContract } from './proposal-gateway.contract';

const logIn = (accounts: Parameters<typeof logInOrFail>[0]) => (account: DemoAccount) =>
  logInOrFail(accounts, account.user.mail, account.password);

runContract(proposalGatewayContract, {
  fake: () => {
    const { proposals, accounts } = demoWorld();
    return {
      proposals,
      logIn: logIn(accounts),
      endContentSession: async () => accounts.expireSession(),
      expireTokens: async () => proposals.expireToken(),
    };
  },
  real: ({ container, accounts }, sandbox) => ({
    proposals: container.get(TOKENS.ProposalGateway),
    logIn: logIn(accounts),
    endContentSession: (account: DemoAccount) =>
      sandbox.control('expire-sessions', { mail: account.user.mail }),
    expireTokens: (account: DemoAccount) =>
      sandbox.control('expire-proposal-tokens', { mail: account.user.mail }),
  }),
});
