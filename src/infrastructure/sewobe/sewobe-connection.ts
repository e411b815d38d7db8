import type { AppConfig } from '@/application/config/app-config';
import { token } from '@/application/token';
import { createHttpClient, type HttpClient } from '../http/http-client';

/** SEWOBE's client, for the SEWOBE adapter, which owns the SEWOBE session itself. */
export const SewobeHttp = token<HttpClient>('SewobeHttp');

/** SEWOBE's client: no authentication of its own, the session travels in the form posts. */
export const connectToSewobe = (config: Pick<AppConfig, 'membershipUrl'>): HttpClient =>
  createHttpClient({ system: 'sewobe', baseURL: config.membershipUrl, authentication: { kind: 'none' } });
