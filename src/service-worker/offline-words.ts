import de from '@/ui/i18n/catalogues/de/offline.json';
import en from '@/ui/i18n/catalogues/en/offline.json';
import es from '@/ui/i18n/catalogues/es/offline.json';
import fr from '@/ui/i18n/catalogues/fr/offline.json';

/**
 * The worker's own words (the saved-at line, the offline page), in the four catalogues like every other text of
 * the portal (docs/i18n.md). All four travel in the worker, which the app never loads: 1 kB, against a request
 * per language when the network is gone. The app's catalogue loader leaves this namespace out.
 */
const CATALOGUES = { en, de, fr, es } as const;
export type WorkerLanguage = keyof typeof CATALOGUES;
export type OfflineKey = keyof typeof en;

export const isWorkerLanguage = (value: string | null | undefined): value is WorkerLanguage =>
  value !== null && value !== undefined && Object.hasOwn(CATALOGUES, value);

/**
 * A message in `language`, its `{name}` values put in. The build compiles each message (build/message-
 * catalogues.ts): plain text stays a string, a message with values is a list of text and `[name]` parts; these
 * messages use nothing more, so Lingui's formatter need not come into the worker.
 */
export function offlineWord(
  language: WorkerLanguage,
  key: OfflineKey,
  values: Readonly<Record<string, string>> = {},
): string {
  const message: unknown = CATALOGUES[language][key];
  const parts: unknown[] = Array.isArray(message) ? message : [message];
  return parts.map((part) => (Array.isArray(part) ? (values[String(part[0])] ?? '') : String(part))).join('');
}
