import type { Container } from 'inversify';
import type { GroupGateway } from '@/application/groups/group-gateway';
import type { ListingGateway } from '@/application/listing/listing-gateway';
import type { SearchGateway } from '@/application/search/search-gateway';
import type { AccountGateway } from '@/application/session/account-gateway';
import type { SiteGateway } from '@/application/site/site-gateway';
import { onDemand, resolvedLate } from '../on-demand';

/*
 * Drupal's reading and account adapters, each loaded with its first call: they carry the wire schemas, and so
 * zod, which a server-drawn first screen never runs (its answers come with the page). So a first load lacks them
 * (issue 52); the first screen the browser draws itself, or a login, asks for them beside its call.
 */

export const siteGatewayOnDemand = (container: Container): SiteGateway =>
  onDemand(
    () =>
      import('./drupal-site-gateway').then(({ DrupalSiteGateway }) =>
        resolvedLate(container, DrupalSiteGateway),
      ),
    ['getPage', 'getMenu', 'refreshSession'],
  );

export const listingGatewayOnDemand = (container: Container): ListingGateway =>
  onDemand(
    () =>
      import('./drupal-listing-gateway').then(({ DrupalListingGateway }) =>
        resolvedLate(container, DrupalListingGateway),
      ),
    ['getNews', 'getNewsFilterOptions', 'getConferences', 'getTimeline'],
  );

export const searchGatewayOnDemand = (container: Container): SearchGateway =>
  onDemand(
    () =>
      import('./drupal-search-gateway').then(({ DrupalSearchGateway }) =>
        resolvedLate(container, DrupalSearchGateway),
      ),
    ['search'],
  );

export const accountGatewayOnDemand = (container: Container): AccountGateway =>
  onDemand(
    () =>
      import('./drupal-account-gateway').then(({ DrupalAccountGateway }) =>
        resolvedLate(container, DrupalAccountGateway),
      ),
    ['logIn', 'logOut', 'getUser'],
  );

/** The working groups' adapter: bound by group-reading-bindings.ts, which a group screen's first load fetches. */
export const groupGatewayOnDemand = (container: Container): GroupGateway =>
  onDemand(
    () =>
      import('./drupal-group-gateway').then(({ DrupalGroupGateway }) =>
        resolvedLate(container, DrupalGroupGateway),
      ),
    [
      'listGroups',
      'getGroup',
      'getLeaders',
      'getTopics',
      'getTopic',
      'join',
      'leave',
      'postTopic',
      'postComment',
      'editComment',
      'editTopic',
      'deleteTopic',
    ],
  );
