import type { AxiosInstance } from 'axios';
import type { ServiceIdentifier } from 'inversify';

const token = <T>(name: string) => Symbol.for(`necs.infrastructure.${name}`) as ServiceIdentifier<T>;

/** Tokens only adapters need: one HTTP client per remote system. */
export const INFRASTRUCTURE_TOKENS = {
  ContentHttp: token<AxiosInstance>('ContentHttp'),
  MembershipHttp: token<AxiosInstance>('MembershipHttp'),
  ProposalHttp: token<AxiosInstance>('ProposalHttp'),
} as const;
