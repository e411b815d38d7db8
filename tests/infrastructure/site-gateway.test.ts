import { afterAll, beforeAll, describe } from 'vitest';
import { logInOrFail } from '../support/demo-accounts';
import { demoWorld } from '../support/demo-world';
import { connectToSandbox } from '../support/sandbox-adapters';
import { startSandbox, type RunningSandbox } from '../support/sandbox-server';
import { siteGatewayContract } from './site-gateway.contract';

siteGatewayContract('InMemorySiteGateway', async () => {
  const world = demoWorld();
  return {
    site: world.site,
    logIn: (mail, password) => logInOrFail(world.accounts, mail, password),
    expireSessions: async () => world.accounts.expireSession(),
  };
});

describe('against the sandbox', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  siteGatewayContract('DrupalSiteGateway', async () => {
    const browser = connectToSandbox(sandbox.url);
    return {
      site: browser.site,
      logIn: (mail, password) => logInOrFail(browser.accounts, mail, password),
      expireSessions: () => sandbox.control('expire-sessions'),
    };
  });
});
