import { afterAll, beforeAll, describe } from 'vitest';
import { demoWorld } from '../support/demo-world';
import { connectToSandbox } from '../support/sandbox-adapters';
import { startSandbox, type RunningSandbox } from '../support/sandbox-server';
import { listingGatewayContract } from './listing-gateway.contract';

listingGatewayContract('InMemoryListingGateway', async () => ({ listings: demoWorld().listings }));

describe('against the sandbox', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  listingGatewayContract('DrupalListingGateway', async () => ({
    listings: connectToSandbox(sandbox.url).listings,
  }));
});
