import type { RemoteSystem } from '@/application/remote-system-error';

/** The spec's words for the three remote systems, as a member reads them in a sentence. */
const NAMES: Record<RemoteSystem, string> = {
  drupal: 'the content system',
  sewobe: 'the membership system',
  proposals: 'the proposal system',
};

const list = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** "the content system", "the content system and the proposal system", "…, … and …". */
export const remoteSystemNames = (systems: readonly RemoteSystem[]): string =>
  list.format(systems.map((system) => NAMES[system]));
