import type { AppConfig } from '@/application/config/app-config';
import { configOverrides } from './config-overrides';

/** Defaults point at the sandbox that `npm start` runs on the same origin. */
export const defaultConfig: AppConfig = {
  cmsUrl: '/cms/',
  membershipUrl: '/membership/',
  proposalsUrl: '/proposals/',
  proposalsCheckVersions: true,
  membershipClientKey: 'necs-sandbox-key',
  appName: 'necs',
  association: {
    name: 'European Network for Cinema and Media Studies',
    shortName: 'NECS',
    address: [
      'NECS e.V.',
      'c/o Institut für Medienwissenschaft',
      'Universitätsstraße 150',
      '44801 Bochum, Germany',
    ],
    contactMails: [
      {
        label: {
          en: 'General enquiries',
          de: 'Allgemeine Anfragen',
          fr: 'Renseignements généraux',
          es: 'Consultas generales',
        },
        address: 'office@necs.org',
      },
      {
        label: { en: 'Membership', de: 'Mitgliedschaft', fr: 'Adhésions', es: 'Membresía' },
        address: 'membership@necs.org',
      },
    ],
  },
  social: {
    facebook: 'https://www.facebook.com/necs.org',
    instagram: 'https://www.instagram.com/necs_network',
    twitter: 'https://twitter.com/necs_network',
  },
  // Where NECS e.V. has its seat (Bochum): its times for a reader whose own zone the server has not been told.
  timeZone: 'Europe/Berlin',
  localhostAsMember: false,
};

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Reads `/config.json` over the defaults. A missing file means the defaults; a malformed one is an error,
 * because silently talking to the wrong systems would be worse than not starting.
 * `localhostAsMember` is honoured only in development builds really served from this machine.
 */
export async function loadConfig(
  fetchJson: () => Promise<unknown>,
  isDevelopment: boolean,
  hostname: string = globalThis.location?.hostname ?? '',
): Promise<AppConfig> {
  const overrides = configOverrides((await fetchJson()) ?? {});
  const config = { ...defaultConfig, ...overrides };
  const local = LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost');
  return { ...config, localhostAsMember: isDevelopment && local && config.localhostAsMember };
}

/** Fetches the JSON file next to index.html; a 404 means "use the defaults". */
export async function fetchConfigFile(url = '/config.json'): Promise<unknown> {
  // Plain, so that it matches index.html's preload of the file; its server says `no-cache`.
  const response = await fetch(url);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Could not read ${url}: status ${response.status}`);
  return response.json();
}
