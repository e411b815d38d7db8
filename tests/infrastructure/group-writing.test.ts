import { GroupGateway } from '@/application/groups/group-gateway';
import { logInOrFail } from '../support/demo-accounts';
import { demoWorld } from '../support/demo-world';
import { runContract } from '../support/contract-runner';
import { groupWritingContract } from './group-writing.contract';

runContract(groupWritingContract, {
  fake: () => {
    const { groups, accounts } = demoWorld();
    return { groups, logIn: (mail, password) => logInOrFail(accounts, mail, password) };
  },
  real: ({ container, accounts }) => ({
    groups: container.get(GroupGateway),
    logIn: (mail, password) => logInOrFail(accounts, mail, password),
  }),
});
