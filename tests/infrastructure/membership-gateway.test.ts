import { afterAll, beforeAll, describe } from 'vitest';
import { demoWorld } from '../support/demo-world';
import { connectToSandbox } from '../support/sandbox-adapters';
import { startSandbox, type RunningSandbox } from '../support/sandbox-server';
import { membershipGatewayContract } from './membership-gateway.contract';

membershipGatewayContract('InMemoryMembershipGateway', async () => ({ membership: demoWorld().membership }));

describe('against the sandbox', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  membershipGatewayContract('SewobeMembershipGateway', async () => ({
    membership: connectToSandbox(sandbox.url).membership,
  }));
});
