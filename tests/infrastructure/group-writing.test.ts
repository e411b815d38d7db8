import { GroupGateway } from '@/application/groups/group-gateway';
import { AccountGateway } from '@/application/session/account-gateway';
import { logInOrFail } from '../support/demo-accounts';
import { demoWorld } from '../support/demo-world';
import { runContract } from '../support/contract-runner';
import { groupWritingContract } from './group-writing.contract';

runContract(groupWritingContract, {
  fake: () => {
    const { groups, accounts } = demoWorld();
    return {
      groups,
      logIn: (mail, password) => logInOrFail(accounts, mail, password),
      takeOver: async (mail, password) => {
        accounts.expireSession();
        await logInOrFail(accounts, mail, password);
      },
      logInAgainElsewhere: async (mail, password) => {
        await accounts.logOut();
        await logInOrFail(accounts, mail, password);
      },
    };
  },
  real: ({ container, accounts, browser, site }, sandbox) => ({
    groups: container.get(GroupGateway),
    logIn: (mail, password) => logInOrFail(accounts, mail, password),
    // Another tab of the same browser (one cookie jar) logs in once the session ended on the server.
    takeOver: async (mail, password) => {
      await sandbox.control('expire-sessions', {});
      await logInOrFail(browser.openTab().get(AccountGateway), mail, password);
      // This tab reads a page meanwhile: its answer names the new session, whose CSRF token it would now fetch.
      await site.getPage('/');
    },
    // Another tab of the same browser logs out and in again: this tab keeps the earlier session's token.
    logInAgainElsewhere: async (mail, password) => {
      const elsewhere = browser.openTab().get(AccountGateway);
      await elsewhere.logOut();
      await logInOrFail(elsewhere, mail, password);
    },
  }),
});
