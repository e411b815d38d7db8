import { type AccountCopies, copiesKeyedByAccount, dropKeysOfAccounts } from '../session/account-copies';
import type { KeyValueStorage } from '../storage/key-value-storage';

/**
 * Where the proposal copies on this device live: `{app}.proposal-copies.{userId}.{eventId}` in the persistent
 * storage. LocalProposalCopies fills them and loads with the proposal desk; what drops them at logout
 * (ProposalCopiesAtLogout) is in every first load, so it needs these two only, not the whole class.
 */
export const proposalCopiesPrefix = (appName: string): string => `${appName}.proposal-copies.`;

/** Every copy of one user, of every event. */
export function dropProposalCopiesOf(storage: KeyValueStorage, prefix: string, userId: number): void {
  dropKeysOfAccounts(storage, prefix, (owner) => owner === userId);
}

/**
 * What these keys keep, for AccountCopiesOnDevice: another account's login drops them, even those the member
 * chose to keep at their logout; the member who logs in first finds them.
 */
export const proposalCopiesOnDevice = (storage: KeyValueStorage, appName: string): AccountCopies =>
  copiesKeyedByAccount(
    'proposal copies: words not sent, conflict copies, copies kept at a logout',
    storage,
    'local',
    proposalCopiesPrefix(appName),
  );
