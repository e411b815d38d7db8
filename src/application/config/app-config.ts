import { token } from '../token';

/**
 * Words the deployment writes (a contact's label): one text for every language, or one per language with
 * English required, which stands in for a language not given.
 */
export type Wording =
  string | ({ readonly en: string } & { readonly [language: string]: string | undefined });

/** The wording in `language` (a language the portal speaks), or in English where it has none. */
export const wordingIn = (wording: Wording, language: string): string =>
  typeof wording === 'string' ? wording : (wording[language] ?? wording.en);

/** Runtime configuration, read at start so one build serves every environment. */
export interface AppConfig {
  /** Base URL of Drupal, ending with a slash. */
  readonly cmsUrl: string;
  /** Base URL of SEWOBE, ending with a slash. */
  readonly membershipUrl: string;
  /** Base URL of the proposal system, ending with a slash. */
  readonly proposalsUrl: string;
  /**
   * Whether the proposal system refuses a save or send from an older version itself (412, docs/wire-proposals.md,
   * Versions); true by default. False for one that does not: the adapter then reads the stored form before each
   * save and send, and refuses an older version itself.
   */
  readonly proposalsCheckVersions: boolean;
  /** The association's client key at SEWOBE (MANDANT_KEY). */
  readonly membershipClientKey: string;
  /** The product's short name: the `{app}` path segment (`necs-json/...`, `/my-necs`). */
  readonly appName: string;
  readonly association: {
    readonly name: string;
    readonly shortName: string;
    readonly address: readonly string[];
    readonly contactMails: readonly { readonly label: Wording; readonly address: string }[];
  };
  readonly social: { readonly facebook: string; readonly instagram: string; readonly twitter: string };
  /**
   * The portal's public address without a trailing slash (`https://necs.org`), for canonical links and link
   * previews. Optional: without it a page names the origin it is served from.
   */
  readonly siteUrl?: string;
  /**
   * The association's time zone (IANA, `Europe/Berlin` by default): the server draws a moment in it, with the
   * zone named, for a reader whose own zone it has not been told (docs/behaviour.md, "Times").
   */
  readonly timeZone: string;
  /**
   * Development only: treat every visitor as a logged-in member (docs/behaviour.md, 'Local development as
   * member').
   */
  readonly localhostAsMember: boolean;
  /**
   * The share of visits, from 0 (none, the default: left out) to 1 (all), that send their Web Vitals and
   * uncaught errors to the first-screen service (docs/privacy.md); any other visit loads none of that code.
   */
  readonly fieldDataSample?: number;
}
export const AppConfig = token<AppConfig>('AppConfig');

/** The member area's path, `/my-{app}`. */
export const memberAreaPath = (config: Pick<AppConfig, 'appName'>): string => `/my-${config.appName}`;
