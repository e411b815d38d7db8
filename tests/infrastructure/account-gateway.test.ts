import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoWorld } from '../support/demo-world';
import { connectToSandbox } from '../support/sandbox-adapters';
import { startSandbox, type RunningSandbox } from '../support/sandbox-server';
import { accountGatewayContract } from './account-gateway.contract';

accountGatewayContract('InMemoryAccountGateway', async () => ({ accounts: demoWorld().accounts }));

describe('against the sandbox', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  // Failed logins count against Drupal's flood limits; every test starts with a clean slate.
  afterEach(() => sandbox.control('reset-flood'));
  afterAll(() => sandbox.close());

  accountGatewayContract('DrupalAccountGateway', async () => ({
    accounts: connectToSandbox(sandbox.url).accounts,
  }));

  // Flood control is the real system's alone (the fake leaves it out): its 403 is a refusal, not "logged in".
  it('passes flood control on as a refusal with Drupal’s message', async () => {
    const { accounts } = connectToSandbox(sandbox.url);
    for (let attempt = 0; attempt < 5; attempt += 1) await accounts.logIn('guest@example.org', 'wrong-pass');
    await expect(accounts.logIn('guest@example.org', 'guest-pass')).resolves.toEqual({
      ok: false,
      error: {
        kind: 'rejected',
        message:
          'Too many failed login attempts from your IP address. This IP address is temporarily blocked.',
      },
    });
  });
});
