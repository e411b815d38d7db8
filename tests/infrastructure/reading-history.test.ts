import { GroupGateway } from '@/application/groups/group-gateway';
import { ReadingHistory } from '@/application/groups/reading-history';
import { logInOrFail } from '../support/demo-accounts';
import { demoWorld } from '../support/demo-world';
import { runContract } from '../support/contract-runner';
import { readingHistoryContract } from './reading-history.contract';

runContract(readingHistoryContract, {
  fake: () => {
    const { history, groups, accounts } = demoWorld();
    return { history, groups, logIn: (mail, password) => logInOrFail(accounts, mail, password) };
  },
  real: ({ container, accounts }) => ({
    history: container.get(ReadingHistory),
    groups: container.get(GroupGateway),
    logIn: (mail, password) => logInOrFail(accounts, mail, password),
  }),
});
