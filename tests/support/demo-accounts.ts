import type { AccountGateway } from '@/application/session/account-gateway';
import type { RoleMap } from '@/domain/session/roles';
import { anonymousSession, type Session } from '@/domain/session/session';
import type { User } from '@/domain/user/user';
import { demoAccount, ROLE_NAMES, type DemoAccountKey } from '../../sandbox/demo-data/accounts';

/** A demo account as the portal sees it. */
export interface DemoAccount {
  readonly user: User;
  readonly password: string;
  readonly roles: readonly string[];
  /** As the page session sends it: the organizer's arrives as the string "true". */
  readonly isMember: boolean | 'true';
  /** Refused by Drupal ("blocked"). */
  readonly blocked?: boolean;
  /** Refused by SEWOBE (STATUSCODE -5). */
  readonly membershipLocked?: boolean;
}

const account = (key: DemoAccountKey): DemoAccount => {
  const seed = demoAccount(key);
  return {
    user: {
      uid: seed.uid,
      accountName: seed.name,
      mail: seed.mail,
      firstName: seed.firstName,
      lastName: seed.lastName,
    },
    password: seed.password,
    roles: seed.roles,
    isMember: seed.isMemberAsText ? 'true' : seed.isMember,
    ...(seed.blocked && { blocked: true }),
    ...(seed.membershipLocked && { membershipLocked: true }),
  };
};

/** The sandbox's demo accounts (sandbox/demo-data/accounts.ts, the one source), as the adapters read them. */
export const DEMO_ACCOUNTS = {
  admin: account('admin'),
  developer: account('developer'),
  editor: account('editor'),
  organizer: account('organizer'),
  member: account('member'),
  guest: account('guest'),
  locked: account('locked'),
  blocked: account('blocked'),
} as const satisfies Record<DemoAccountKey, DemoAccount>;

/** Whether the demo account `uid` is a member of the association (`is_member`), as the shared records say. */
export const isDemoMember = (uid: number): boolean =>
  Object.values(DEMO_ACCOUNTS).some((demo) => demo.user.uid === uid && demo.isMember !== false);

/** A demo account's e-mail and password, in the order every login takes them: `logIn(...credentials('member'))`. */
export const credentials = (key: DemoAccountKey): readonly [mail: string, password: string] => [
  DEMO_ACCOUNTS[key].user.mail,
  DEMO_ACCOUNTS[key].password,
];

/** The uid of the demo account of these `credentials`: the writer of what a test changes once logged in with them. */
export const uidOf = ([mail]: readonly [mail: string, password: string]): number =>
  Object.values(DEMO_ACCOUNTS).find(({ user }) => user.mail === mail)!.user.uid;

/** The page session Drupal reports for an account (every role a key, held ones non-empty). */
export function sessionOf(demo: DemoAccount | undefined): Session {
  if (!demo) return anonymousSession;
  const roles: RoleMap = Object.fromEntries(
    ROLE_NAMES.map((role) => [role, demo.roles.includes(role) ? role : '']),
  );
  return { userId: demo.user.uid, userName: demo.user.accountName, isMember: demo.isMember, roles };
}

/** Logs a browser in (fake or real), failing the test when Drupal refuses. */
export async function logInOrFail(accounts: AccountGateway, mail: string, password: string): Promise<void> {
  const answer = await accounts.logIn(mail, password);
  if (!answer.ok) throw new Error(`Login as ${mail} failed: ${JSON.stringify(answer.error)}`);
}
