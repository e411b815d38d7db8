import { AccountGateway } from '@/application/session/account-gateway';
import { describe, expect, it } from 'vitest';
import { demoWorld } from '../support/demo-world';
import { runContract } from '../support/contract-runner';
import { connectToSandbox } from '../support/sandbox-adapters';
import { startSandbox } from '../support/sandbox-server';
import { accountGatewayContract } from './account-gateway.contract';

runContract(accountGatewayContract, {
  fake: () => {
    const { accounts } = demoWorld();
    // One in-memory object is the whole browser: every tab sees the same session.
    return { accounts, anotherTab: () => accounts };
  },
  real: ({ accounts, browser }) => ({
    accounts,
    anotherTab: () => browser.openTab().get(AccountGateway),
  }),
});

// Flood control is the real system's alone (the fake leaves it out): its 403 is a refusal, not "logged in".
describe('DrupalAccountGateway and flood control', () => {
  it('passes flood control on as a refusal with Drupal’s message', async () => {
    const sandbox = await startSandbox();
    try {
      const { accounts } = connectToSandbox(sandbox.url);
      for (let attempt = 0; attempt < 5; attempt += 1)
        await accounts.logIn('guest@example.org', 'wrong-pass');
      await expect(accounts.logIn('guest@example.org', 'guest-pass')).resolves.toEqual({
        ok: false,
        error: {
          kind: 'rejected',
          message:
            'Too many failed login attempts from your IP address. This IP address is temporarily blocked.',
        },
      });
    } finally {
      await sandbox.close();
    }
  });
});
