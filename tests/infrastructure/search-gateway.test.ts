import { SearchGateway } from '@/application/search/search-gateway';
import { logInOrFail } from '../support/demo-accounts';
import { demoWorld } from '../support/demo-world';
import { runContract } from '../support/contract-runner';
import { searchGatewayContract } from './search-gateway.contract';

runContract(searchGatewayContract, {
  fake: () => {
    const { search, accounts } = demoWorld();
    return { search, pages: true, logIn: (mail, password) => logInOrFail(accounts, mail, password) };
  },
  real: ({ container, accounts }, sandbox) => ({
    search: container.get(SearchGateway),
    // A stock Drupal's REST export has no pager (RestExport::$usesPager is FALSE).
    pages: sandbox.drupal === 'site',
    logIn: (mail, password) => logInOrFail(accounts, mail, password),
  }),
});
