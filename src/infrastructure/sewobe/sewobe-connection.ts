import type { AppConfig } from '@/application/config/app-config';
import { token } from '@/application/token';
import { createHttpClient, type HttpClient } from '../http/http-client';

/** The membership system's client, for the SEWOBE adapter, which owns the membership session itself. */
export const MembershipHttp = token<HttpClient>('MembershipHttp');

/** SEWOBE's client: no authentication of its own, the session travels in the form posts. */
export const connectToSewobe = (config: Pick<AppConfig, 'membershipUrl'>): HttpClient =>
  createHttpClient({ system: 'membership', baseURL: config.membershipUrl, authentication: { kind: 'none' } });
