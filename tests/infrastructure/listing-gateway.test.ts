import { defaultConfig } from '@/infrastructure/config/load-config';
import { demoWorld } from '../support/demo-world';
import { runContract } from '../support/contract-runner';
import { listingGatewayContract } from './listing-gateway.contract';

runContract(listingGatewayContract, {
  fake: () => ({
    listings: demoWorld().listings,
    drupalBase: defaultConfig.cmsUrl,
    pages: true,
    holdsAnUnreadableConference: false,
  }),
  real: ({ listings }, sandbox) => ({
    listings,
    drupalBase: `${sandbox.url}/cms/`,
    // A stock Drupal's REST export has no pager (RestExport::$usesPager is FALSE).
    pages: sandbox.drupal === 'site',
    holdsAnUnreadableConference: true,
  }),
});
