import type { AccountGateway } from '@/application/session/account-gateway';
import type { RoleMap } from '@/domain/session/roles';
import { anonymousSession, type Session } from '@/domain/session/session';
import type { User } from '@/domain/user/user';

/** The sandbox's demo accounts (sandbox/db/seed-users.ts): same ids, names, passwords and quirks. */
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

const account = (
  uid: number,
  accountName: string,
  mail: string,
  [firstName, lastName]: [string, string],
  roles: string[],
  isMember: DemoAccount['isMember'],
  flags: Pick<DemoAccount, 'blocked' | 'membershipLocked'> = {},
): DemoAccount => ({
  user: { uid, accountName, mail, firstName, lastName },
  password: `${mail.split('@')[0]}-pass`,
  roles,
  isMember,
  ...flags,
});

export const DEMO_ACCOUNTS = {
  admin: account(2, 'antoine.dubois', 'admin@example.org', ['Antoine', 'Dubois'], ['administrator'], true),
  developer: account(3, 'dev.nakamura', 'developer@example.org', ['Dev', 'Nakamura'], ['developer'], true),
  editor: account(4, 'emma.schneider', 'editor@example.org', ['Emma', 'Schneider'], ['editor'], true),
  organizer: account(
    5,
    'luca.bianchi',
    'organizer@example.org',
    ['Luca', 'Bianchi'],
    ['member', 'organizer'],
    'true',
  ),
  member: account(7, 'marta.kowalska', 'member@example.org', ['Marta', 'Kowalska'], ['member'], true),
  guest: account(8, 'greta.jansen', 'guest@example.org', ['Greta', 'Jansen'], [], false),
  locked: account(9, 'lena.locke', 'locked@example.org', ['Lena', 'Locke'], ['member'], true, {
    membershipLocked: true,
  }),
  blocked: account(10, 'bruno.brandt', 'blocked@example.org', ['Bruno', 'Brandt'], [], false, {
    blocked: true,
    membershipLocked: true,
  }),
} as const satisfies Record<string, DemoAccount>;

const ROLE_NAMES = ['member', 'organizer', 'editor', 'administrator', 'developer'];

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
