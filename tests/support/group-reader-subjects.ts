import { GroupGateway } from '@/application/groups/group-gateway';
import type { ContractSubjects } from './contract-runner';
import { logInOrFail } from './demo-accounts';
import { demoWorld } from './demo-world';

/** A GroupGateway for one browser, and its login: what the groups' reading contracts are run with. */
export interface GroupReaderWorld {
  readonly groups: GroupGateway;
  /** Logs this browser in (the demo accounts' mail and password); the one logged in before is logged out. */
  logIn(mail: string, password: string): Promise<void>;
}

/** The in-memory fake's world and the Drupal adapter's on the sandbox, for runContract. */
export const groupReaderSubjects: ContractSubjects<GroupReaderWorld> = {
  fake: () => {
    const { groups, accounts } = demoWorld();
    return {
      groups,
      logIn: async (mail, password) => (await accounts.logOut(), logInOrFail(accounts, mail, password)),
    };
  },
  real: ({ container, accounts }) => ({
    groups: container.get(GroupGateway),
    logIn: async (mail, password) => (await accounts.logOut(), logInOrFail(accounts, mail, password)),
  }),
};
