import type { Language } from '@/application/preferences/preferences';
import type { RemoteSystem } from '@/application/remote-system-error';
import type { Translate } from '../i18n/message-catalogues';
import type { SessionStatusKey } from './session-status-messages';

/**
 * How the systems are named in a sentence: as its subject ("the content system could not be reached") or
 * as where a session was ("in the content system"); German, French and Spanish word the two differently.
 */
export type SystemNameForm = 'subject' | 'location';

/** "the content system", "the content system and the proposal system", "…, … and …", in the reader's language. */
export function remoteSystemNames(
  systems: readonly RemoteSystem[],
  form: SystemNameForm,
  t: Translate<SessionStatusKey>,
  language: Language,
): string {
  const list = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' });
  return list.format(
    systems.map((system) => (form === 'subject' ? t(`system.${system}`) : t(`systemIn.${system}`))),
  );
}
