import { inject, injectable } from 'inversify';
import { ANONYMOUS_USER_ID, isLoggedIn } from '@/domain/session/session';
import type { KeyValueStorage } from '../storage/key-value-storage';
import { SessionStore } from './session-store';

/**
 * One kind of thing this device keeps per account (proposal copies, unsent words, page copies), as its store
 * registers it with AccountCopiesOnDevice.
 */
export interface AccountCopies {
  /** What it keeps, in a few words. */
  readonly keeps: string;
  /**
   * Where it keeps them, each place named once: `local:` or `session:` and the key's start before the account's
   * id (`session:necs.draft.` for `necs.draft.7.comment.903`), or `caches:` and a Cache Storage cache's name.
   * `tests/architecture/account-copies.test.ts` finds every place the code writes and fails on one no store names.
   */
  readonly places: readonly string[];
  /** Drops what it holds of every account but `userId`; a failure is left to the next login. */
  dropAllBut(userId: number): void | Promise<void>;
}

/**
 * The one place that leaves nothing of one account on the device for the next (issue 80). Whenever this tab's
 * session names an account it did not name before (a login, a page answer on load, a screen the server drew for
 * them), every registered store drops what it holds of any other account, in the same turn, before the new
 * account's screen is drawn. A session end in this tab drops its holder's copies already (SessionStore.ended$);
 * this covers the ends no tab saw: a member's session that expired with the tab closed, then another account's
 * login. The member who comes back first finds their copies as they left them.
 */
@injectable()
export class AccountCopiesOnDevice {
  private readonly stores: AccountCopies[] = [];
  private account = ANONYMOUS_USER_ID;

  constructor(@inject(SessionStore) sessions: Pick<SessionStore, 'state$'>) {
    sessions.state$.subscribe(({ session }) => {
      if (session.userId === this.account) return;
      // A session's end: whoever logs in next, the same member again included, is a newcomer to this tab.
      this.account = isLoggedIn(session) ? session.userId : ANONYMOUS_USER_ID;
      if (isLoggedIn(session)) for (const store of this.stores) dropInto(store, this.account);
    });
  }

  /** Every store that keeps something per account, in the order they registered. */
  get registered(): readonly AccountCopies[] {
    return this.stores;
  }

  /** A store joins: when the tab already names an account, what it holds of others goes at once. */
  register(store: AccountCopies): void {
    this.stores.push(store);
    if (isLoggedIn({ userId: this.account })) dropInto(store, this.account);
  }
}

function dropInto(store: AccountCopies, userId: number): void {
  try {
    void Promise.resolve(store.dropAllBut(userId)).catch(() => undefined);
  } catch {
    // A storage that refuses holds nothing to drop; the next login tries again.
  }
}

/**
 * The copies of a store that files them under `{prefix}{userId}` or `{prefix}{userId}.{place}` in `storage`
 * (`where` says which browser storage that is).
 */
export function copiesKeyedByAccount(
  keeps: string,
  storage: KeyValueStorage,
  where: 'local' | 'session',
  prefix: string,
): AccountCopies {
  return {
    keeps,
    places: [`${where}:${prefix}`],
    dropAllBut: (userId) => dropKeysOfAccounts(storage, prefix, (owner) => owner !== userId),
  };
}

/** Removes the keys under `prefix` whose account (the id after it, up to a dot) matches. */
export function dropKeysOfAccounts(
  storage: KeyValueStorage,
  prefix: string,
  isDropped: (userId: number) => boolean,
): void {
  storage
    .keys()
    .filter((key) => key.startsWith(prefix) && isDropped(Number(key.slice(prefix.length).split('.')[0])))
    .forEach((key) => storage.remove(key));
}
