import { AccountGateway } from '@/application/session/account-gateway';
import { describe, expect, it } from 'vitest';
import { credentials, DEMO_ACCOUNTS } from '../support/demo-accounts';
import { demoWorld } from '../support/demo-world';
import { runContract } from '../support/contract-runner';
import { connectToSandbox } from '../support/sandbox-adapters';
import { startSandbox } from '../support/sandbox-server';
import { DRUPAL_MODES } from '../../sandbox/drupal/drupal-mode';
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
  it.each(DRUPAL_MODES)(
    'passes flood control on as a refusal with Drupal’s message (%s Drupal)',
    async (drupal) => {
      const sandbox = await startSandbox({ drupal });
      try {
        const { accounts } = connectToSandbox(sandbox.url);
        for (let attempt = 0; attempt < 5; attempt += 1)
          await accounts.logIn(DEMO_ACCOUNTS.guest.user.mail, 'wrong-pass');
        await expect(accounts.logIn(...credentials('guest'))).resolves.toEqual({
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
    },
  );
});
