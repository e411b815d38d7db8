import type { HttpClient } from './http/http-client';
import type { ServiceIdentifier } from 'inversify';
import type { DrupalCredentials } from './drupal/drupal-credentials';
import type { ProposalCredentials } from './proposals/proposal-credentials';

const token = <T>(name: string) => Symbol.for(`necs.infrastructure.${name}`) as ServiceIdentifier<T>;

/** Tokens only adapters need: one HTTP client per remote system, and the credentials the adapters own. */
export const INFRASTRUCTURE_TOKENS = {
  ContentHttp: token<HttpClient>('ContentHttp'),
  DrupalCredentials: token<DrupalCredentials>('DrupalCredentials'),
  MembershipHttp: token<HttpClient>('MembershipHttp'),
  ProposalHttp: token<HttpClient>('ProposalHttp'),
  ProposalCredentials: token<ProposalCredentials>('ProposalCredentials'),
} as const;
