import type { HttpClient } from '@/infrastructure/http/http-client';
import { GroupGateway } from '@/application/groups/group-gateway';
import { ContentHttp } from '@/infrastructure/drupal/drupal-connection';
import { defaultConfig } from '@/infrastructure/config/load-config';
import { logInOrFail } from '../support/demo-accounts';
import { demoWorld } from '../support/demo-world';
import { runContract } from '../support/contract-runner';
import { groupGatewayContract } from './group-gateway.contract';

runContract(groupGatewayContract, {
  fake: () => {
    const { groups, accounts } = demoWorld();
    return {
      groups,
      cmsBase: defaultConfig.cmsUrl,
      pages: true,
      logIn: (mail, password) => logInOrFail(accounts, mail, password),
    };
  },
  real: ({ container, accounts }, sandbox) => ({
    groups: container.get(GroupGateway),
    cmsBase: `${sandbox.url}/cms/`,
    // A stock Drupal's REST export has no pager (RestExport::$usesPager is FALSE).
    pages: sandbox.drupal === 'site',
    logIn: (mail, password) => logInOrFail(accounts, mail, password),
    // With this browser's session cookie, as a click on the download link would.
    download: async (url) => {
      const http = container.get<HttpClient>(ContentHttp);
      const { data } = await http.get<ArrayBuffer>(url, { responseType: 'arraybuffer' });
      return Buffer.from(data);
    },
  }),
});
