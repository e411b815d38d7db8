import { knownTimeZone } from '@/application/preferences/shown-time-zone';
import type { AppConfig, Wording } from '@/application/config/app-config';
import { siteAddressOf } from '@/domain/shared/site-address';

/*
 * config.json's overrides, checked by hand: the file is read before anything else on every first load, and zod's
 * code stays out of a first load (issue 52). Every key is optional; a key that is there must have its shape, or
 * the portal does not start (load-config.ts). Keys it does not know are left out.
 */

/** A check that returns the value to keep, or throws naming what is wrong. */
type Check<T> = (value: unknown, where: string) => T;

class ConfigError extends Error {
  constructor(where: string, expected: string) {
    super(`config.json: ${where} must be ${expected}`);
  }
}

const string: Check<string> = (value, where) => {
  if (typeof value !== 'string') throw new ConfigError(where, 'a string');
  return value;
};

const matching =
  (pattern: RegExp, expected: string): Check<string> =>
  (value, where) => {
    if (!pattern.test(string(value, where))) throw new ConfigError(where, expected);
    return value as string;
  };

/** A base URL: not empty, and always ending in a slash. */
const baseUrl: Check<string> = (value, where) => {
  const url = matching(/./, 'a URL')(value, where);
  return url.endsWith('/') ? url : `${url}/`;
};

/** An absolute http(s) address without query or fragment, kept without its trailing slash. */
const siteUrl: Check<string> = (value, where) => {
  const address = siteAddressOf(string(value, where));
  if (address === null) throw new ConfigError(where, 'an absolute http(s) address without query or fragment');
  return address;
};

/** A time zone Intl knows (`Europe/Berlin`), as it names it. */
const timeZone: Check<string> = (value, where) => {
  const zone = knownTimeZone(value);
  if (zone === null) throw new ConfigError(where, 'a time zone, such as Europe/Berlin');
  return zone;
};

const typed =
  <T>(type: 'boolean' | 'number'): Check<T> =>
  (value, where) => {
    if (typeof value !== type || (type === 'number' && !Number.isFinite(value)))
      throw new ConfigError(where, `a ${type}`);
    return value as T;
  };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object with these keys' checks (others are left out); `optional` ones, or all, may be missing. */
function object<T>(
  checks: { [K in keyof T]-?: Check<T[K]> },
  optional: readonly string[] | 'all' = [],
): Check<T> {
  return (value, where) => {
    if (!isRecord(value)) throw new ConfigError(where, 'an object');
    const checked: Record<string, unknown> = {};
    for (const [key, check] of Object.entries<Check<unknown>>(checks)) {
      if (value[key] === undefined && (optional === 'all' || optional.includes(key))) continue;
      checked[key] = check(value[key], `${where}.${key}`);
    }
    return checked as T;
  };
}

const array =
  <T>(item: Check<T>): Check<T[]> =>
  (value, where) => {
    if (!Array.isArray(value)) throw new ConfigError(where, 'a list');
    return value.map((entry, index) => item(entry, `${where}[${index}]`));
  };

/** One text, or one per language with English required (`{"en": "Membership", "de": "Mitgliedschaft"}`). */
const wording: Check<Wording> = (value, where) =>
  typeof value === 'string'
    ? value
    : object<{ en: string; de?: string; fr?: string; es?: string }>(
        { en: string, de: string, fr: string, es: string },
        ['de', 'fr', 'es'],
      )(value, where);

type Overridable = Omit<AppConfig, 'fieldDataSample' | 'siteUrl'> & {
  siteUrl: string;
  // A share of visits (main.tsx compares it with Math.random()): above 1 is every visit, below 0 none.
  fieldDataSample: number;
};

const overrides = object<Overridable>(
  {
    cmsUrl: baseUrl,
    membershipUrl: baseUrl,
    proposalsUrl: baseUrl,
    proposalsCheckVersions: typed<boolean>('boolean'),
    membershipClientKey: string,
    appName: matching(/^[a-z0-9_-]+$/, 'lower-case letters, digits, _ and -'),
    association: object({
      name: string,
      shortName: string,
      address: array(string),
      contactMails: array(object({ label: wording, address: string })),
    }),
    social: object({ facebook: string, instagram: string, twitter: string }),
    siteUrl,
    timeZone,
    localhostAsMember: typed<boolean>('boolean'),
    fieldDataSample: typed<number>('number'),
  },
  'all',
);

/** The keys config.json sets, checked; throws on a key of the wrong shape, or a file that is not an object. */
export const configOverrides = (file: unknown): Partial<AppConfig> => overrides(file, 'the file');
