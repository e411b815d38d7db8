import { logInOrFail } from '../support/demo-accounts';
import { demoWorld } from '../support/demo-world';
import { runContract } from '../support/contract-runner';
import { siteGatewayContract } from './site-gateway.contract';

runContract(siteGatewayContract, {
  fake: () => {
    const world = demoWorld();
    return {
      site: world.site,
      logIn: (mail, password) => logInOrFail(world.accounts, mail, password),
      expireSessions: async () => world.accounts.expireSession(),
    };
  },
  real: (browser, sandbox) => ({
    site: browser.site,
    logIn: (mail, password) => logInOrFail(browser.accounts, mail, password),
    expireSessions: () => sandbox.control('expire-sessions'),
  }),
});
