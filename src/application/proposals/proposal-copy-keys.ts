import type { KeyValueStorage } from '../storage/key-value-storage';

/**
 * Where the proposal copies on this device live: `{app}.proposal-copies.{userId}.{eventId}` in the persistent
 * storage. LocalProposalCopies fills them and loads with the proposal desk; what drops them at logout
 * (ProposalCopiesAtLogout) is in every first load, so it needs these two only, not the whole class.
 */
export const proposalCopiesPrefix = (appName: string): string => `${appName}.proposal-copies.`;

/** Every copy of one user, of every event. */
export function dropProposalCopiesOf(storage: KeyValueStorage, prefix: string, userId: number): void {
  const own = `${prefix}${userId}.`;
  storage
    .keys()
    .filter((key) => key.startsWith(own))
    .forEach((key) => storage.remove(key));
}
