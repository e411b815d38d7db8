import type { CompiledMessage } from './format-message';

/** A catalogue of one language and namespace, compiled at build time (build/message-catalogues.ts). */
export type Catalogue = Readonly<Record<string, CompiledMessage>>;

/**
 * The other languages' catalogues, each its own small file, fetched on demand, by path
 * (`./catalogues/de/groups.json`). `offline` is the service worker's alone (src/service-worker/offline-words.ts):
 * a chunk the app could load too would be shared with it.
 *
 * This list is a chunk of its own (message-catalogues.ts imports it when a language other than English is
 * asked for): one line per language and namespace, 0.7 kB of every page's first load once gzipped, which an
 * English reader never needs.
 */
export const otherLanguages = import.meta.glob<Catalogue>(
  ['./catalogues/*/*.json', '!./catalogues/en/*.json', '!./catalogues/*/offline.json'],
  { import: 'default' },
);
