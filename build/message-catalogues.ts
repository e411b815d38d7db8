import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** The message catalogues: src/ui/i18n/catalogues/<language>/<namespace>.json, ICU MessageFormat text. */
export const CATALOGUE_FILE = /[\\/]src[\\/]ui[\\/]i18n[\\/]catalogues[\\/]([a-z]{2})[\\/]([\w-]+)\.json$/;

/**
 * Compiles each catalogue's ICU messages to Lingui's compiled form when it is imported, in the build, the dev
 * server and the tests alike. The browser then gets plain arrays Lingui's 2 kB runtime formats, never the
 * ICU parser; a message that does not parse fails the build with its key.
 */
export function compileCatalogues(): Plugin {
  return {
    name: 'necs:compile-catalogues',
    // Before Vite's own JSON plugin, which turns the compiled JSON into a module.
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE_FILE.test(id.split('?')[0]!)) return null;
      return {
        code: JSON.stringify(compileCatalogue(JSON.parse(code) as Record<string, string>, id)),
        map: null,
      };
    },
  };
}

export function compileCatalogue(messages: Record<string, string>, file: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      try {
        const compiled = compileMessageOrThrow(message);
        // Plain text stays a string (the formatter takes either): `["Login"]` costs every key two bytes more.
        return [key, compiled.length === 1 && typeof compiled[0] === 'string' ? compiled[0] : compiled];
      } catch (error) {
        throw new Error(`${file}: message "${key}" is not valid ICU MessageFormat: ${String(error)}`);
      }
    }),
  );
}
