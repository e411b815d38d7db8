import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Translate } from '@/ui/i18n/message-catalogues';
import { formatMessage, type CompiledMessage } from '@/ui/i18n/format-message';
import { compileCatalogue } from '../../build/message-catalogues';

/**
 * The English words of one namespace or more, read from their catalogue files (a key from the first that has
 * it): for tables and documents built outside the browser (tests/faults, `npm run faults:doc` under tsx, the
 * browser tests' loader), where no catalogue is fetched or compiled on import, and a JSON module cannot be
 * imported without an import attribute the app's own code does not carry.
 */
export function englishWords<Key extends string>(...namespaces: string[]): Translate<Key> {
  const messages: Record<string, CompiledMessage> = {};
  for (const namespace of namespaces.toReversed()) {
    const file = join(import.meta.dirname, '../../src/ui/i18n/catalogues/en', `${namespace}.json`);
    const compiled = compileCatalogue(
      JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>,
      file,
    ) as Record<string, CompiledMessage>;
    Object.assign(messages, compiled);
  }
  return (key, values) => formatMessage(messages[key] ?? key, 'en', values);
}
