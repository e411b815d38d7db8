import { APP_ICONS } from '../build/app-icons';

/** The app's built-in names (src/infrastructure/config/load-config.ts), for a config.json without its own. */
const DEFAULT_NAMES = { name: 'European Network for Cinema and Media Studies', shortName: 'NECS' };

/** index.html's `theme-color`, the favicon's navy: the title bar of the installed portal. */
export const THEME_COLOUR = '#1f2a44';
/** The splash screen's, before the first page paints: the portal's paper (global.css's --paper). */
const BACKGROUND_COLOUR = '#faf8f4';

/** The path index.html links (`<link rel="manifest">`): nginx and the sandbox answer it. */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/** What the manifest reads from the served config.json: the association's names, which a deployment sets. */
export interface ManifestNames {
  readonly association?: { readonly name?: string; readonly shortName?: string };
}

/**
 * The web app manifest, so the portal can be added to a phone's home screen. Written from the deployment's
 * config.json (one build serves every deployment), the same behind nginx and in the sandbox, as robots.txt is.
 * The names are the association's (`association.name`, `association.shortName`): the short one is what a home
 * screen shows under the icon.
 */
export function webManifest(config: ManifestNames): string {
  const name = config.association?.name ?? DEFAULT_NAMES.name;
  const shortName = config.association?.shortName ?? DEFAULT_NAMES.shortName;
  const manifest = {
    name,
    short_name: shortName,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: APP_ICONS.map((icon) => ({
      src: icon.file,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
  // `$` as JSON's `\u0024`: nginx's `return` reads `$name` in its text as a variable.
  return `${JSON.stringify(manifest, null, 2).replace(/\$/g, '\\u0024')}\n`;
}

/** The association's names in a parsed config.json, where they are text. */
export function manifestNamesOf(parsed: unknown): ManifestNames {
  const association = (parsed as { association?: unknown } | null)?.association;
  if (typeof association !== 'object' || association === null) return {};
  const text = (key: string) => {
    const value = (association as Record<string, unknown>)[key];
    return typeof value === 'string' ? value : undefined;
  };
  const name = text('name');
  const shortName = text('shortName');
  return {
    association: {
      ...(name === undefined ? {} : { name }),
      ...(shortName === undefined ? {} : { shortName }),
    },
  };
}
