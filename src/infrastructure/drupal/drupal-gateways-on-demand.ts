import type { Container, Newable } from 'inversify';
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

/** The container's instance of the adapter `load` brings, made when its first call comes. */
const withFirstCall = <T extends object>(
  container: Container,
  load: () => Promise<Newable<T>>,
  methods: readonly (keyof T & string)[],
): T => onDemand(() => load().then((adapter) => resolvedLate(container, adapter)), methods);

export const siteGatewayOnDemand = (container: Container) =>
  withFirstCall<SiteGateway>(
    container,
    () => import('./drupal-site-gateway').then((module) => module.DrupalSiteGateway),
    ['getPage', 'getMenu', 'refreshSession'],
  );

export const listingGatewayOnDemand = (container: Container) =>
  withFirstCall<ListingGateway>(
    container,
    () => import('./drupal-listing-gateway').then((module) => module.DrupalListingGateway),
    ['getNews', 'getNewsFilterOptions', 'getConferences', 'getTimeline'],
  );

export const searchGatewayOnDemand = (container: Container) =>
  withFirstCall<SearchGateway>(
    container,
    () => import('./drupal-search-gateway').then((module) => module.DrupalSearchGateway),
    ['search'],
  );

export const accountGatewayOnDemand = (container: Container) =>
  withFirstCall<AccountGateway>(
    container,
    () => import('./drupal-account-gateway').then((module) => module.DrupalAccountGateway),
    ['logIn', 'logOut', 'getUser'],
  );

/**
 * The working groups' adapter's code: with the first call, or ahead of it where that call may come with the
 * network gone (a member's writes, group-writing-bindings.ts).
 */
export const groupAdapterCode = () => import('./drupal-group-gateway');

/** The working groups' adapter: bound by group-reading-bindings.ts, which a group screen's first load fetches. */
export const groupGatewayOnDemand = (container: Container) =>
  withFirstCall<GroupGateway>(
    container,
    () => groupAdapterCode().then((module) => module.DrupalGroupGateway),
    [
      'listGroups',
      'getGroup',
      'getLeaders',
      'getTopics',
      'getTopicsOfGroups',
      'getTopic',
      'getTopicsByNid',
      'getCommentPlace',
      'getCommentStatistics',
      'join',
      'leave',
      'postTopic',
      'postComment',
      'editComment',
      'editTopic',
      'deleteTopic',
      'deleteComment',
      'setTopicPinned',
    ],
  );
