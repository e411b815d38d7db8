import { GroupGateway } from '@/application/groups/group-gateway';
import { logInOrFail } from '../support/demo-accounts';
import { demoWorld } from '../support/demo-world';
import { runContract } from '../support/contract-runner';
import { commentPlaceContract } from './comment-place.contract';

runContract(commentPlaceContract, {
  fake: () => {
    const { groups, accounts } = demoWorld();
    return {
      groups,
      logIn: async (mail, password) => (await accounts.logOut(), logInOrFail(accounts, mail, password)),
      logOut: () => accounts.logOut(),
    };
  },
  real: ({ container, accounts }) => ({
    groups: container.get(GroupGateway),
    logIn: async (mail, password) => (await accounts.logOut(), logInOrFail(accounts, mail, password)),
    logOut: () => accounts.logOut(),
  }),
});
