import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Translate } from '@/ui/i18n/message-catalogues';
import { formatMessage, type CompiledMessage } from '@/ui/i18n/format-message';
import { compileCatalogue } from '../../build/message-catalogues';

/**
 * A namespace's English words, read from its catalogue file: for tables and documents built outside the
 * browser (tests/faults, `npm run faults:doc` under tsx), where no catalogue is fetched or compiled on import.
 */
export function englishWords<Key extends string>(namespace: string): Translate<Key> {
  const file = join(import.meta.dirname, '../../src/ui/i18n/catalogues/en', `${namespace}.json`);
  const messages = compileCatalogue(
    JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>,
    file,
  ) as Record<string, CompiledMessage>;
  return (key, values) => formatMessage(messages[key] ?? key, 'en', values);
}
