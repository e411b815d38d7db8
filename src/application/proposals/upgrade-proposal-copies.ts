import type { KeyValueStorage } from '../storage/key-value-storage';
import { isRecord } from '../storage/stored-area';

/** The stored version of the form state area that this code writes. */
export const PROPOSAL_COPIES_VERSION = 2;

/**
 * Rewrites a form state area of version 1 (copies without `base`) as version 2, each copy of unknown
 * origin (`base: null`), so copies kept by an older build, or by a tab of it still open, stay readable.
 * Everything else is left as it is: the area's guard decides on it, and resets it when unreadable.
 */
export function upgradeProposalCopies(storage: KeyValueStorage, key: string): void {
  const raw = storage.read(key);
  if (raw === null) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return;
  }
  if (!isRecord(parsed) || parsed.version !== 1 || !isRecord(parsed.value)) return;
  const copies = Object.entries(parsed.value).map(([kind, copy]) => [
    kind,
    isRecord(copy) ? { ...copy, base: null } : copy,
  ]);
  storage.write(key, JSON.stringify({ version: PROPOSAL_COPIES_VERSION, value: Object.fromEntries(copies) }));
}
