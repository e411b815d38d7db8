/** The site's five roles, in the order the page answer lists them (sandbox and tests read them here). */
export const ROLE_NAMES = ['member', 'organizer', 'editor', 'administrator', 'developer'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export interface DemoAccount {
  uid: number;
  name: string;
  mail: string;
  password: string;
  firstName: string;
  lastName: string;
  roles: RoleName[];
  isMember: boolean;
  isMemberAsText?: boolean;
  blocked?: boolean;
  membershipLocked?: boolean;
  created: string;
}

/**
 * The demo accounts (README lists them). They log in by e-mail with the same password in both
 * systems. The organizer's is_member arrives as the string "true"; the locked account works in the
 * content system but the membership system refuses it; the blocked account is refused by both
 * (content system: blocked, membership system: locked).
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    uid: 2,
    name: 'antoine.dubois',
    mail: 'admin@example.org',
    password: 'admin-pass',
    firstName: 'Antoine',
    lastName: 'Dubois',
    roles: ['administrator'],
    isMember: true,
    created: '2019-03-11T08:12:40+00:00',
  },
  {
    uid: 3,
    name: 'dev.nakamura',
    mail: 'developer@example.org',
    password: 'developer-pass',
    firstName: 'Dev',
    lastName: 'Nakamura',
    roles: ['developer'],
    isMember: true,
    created: '2020-09-02T14:03:05+00:00',
  },
  {
    uid: 4,
    name: 'emma.schneider',
    mail: 'editor@example.org',
    password: 'editor-pass',
    firstName: 'Emma',
    lastName: 'Schneider',
    roles: ['editor'],
    isMember: true,
    created: '2021-01-19T10:44:21+00:00',
  },
  {
    uid: 5,
    name: 'luca.bianchi',
    mail: 'organizer@example.org',
    password: 'organizer-pass',
    firstName: 'Luca',
    lastName: 'Bianchi',
    roles: ['member', 'organizer'],
    isMember: true,
    isMemberAsText: true,
    created: '2022-05-30T16:27:58+00:00',
  },
  {
    uid: 7,
    name: 'marta.kowalska',
    mail: 'member@example.org',
    password: 'member-pass',
    firstName: 'Marta',
    lastName: 'Kowalska',
    roles: ['member'],
    isMember: true,
    created: '2024-02-14T05:18:53+00:00',
  },
  {
    uid: 8,
    name: 'greta.jansen',
    mail: 'guest@example.org',
    password: 'guest-pass',
    firstName: 'Greta',
    lastName: 'Jansen',
    roles: [],
    isMember: false,
    created: '2025-10-03T09:41:17+00:00',
  },
  {
    uid: 9,
    name: 'lena.locke',
    mail: 'locked@example.org',
    password: 'locked-pass',
    firstName: 'Lena',
    lastName: 'Locke',
    roles: ['member'],
    isMember: true,
    membershipLocked: true,
    created: '2023-07-08T12:00:00+00:00',
  },
  {
    uid: 10,
    name: 'bruno.brandt',
    mail: 'blocked@example.org',
    password: 'blocked-pass',
    firstName: 'Bruno',
    lastName: 'Brandt',
    roles: [],
    isMember: false,
    blocked: true,
    membershipLocked: true,
    created: '2023-11-21T17:30:00+00:00',
  },
];

/** Each account by the part of its e-mail address before the @. */
export type DemoAccountKey =
  'admin' | 'developer' | 'editor' | 'organizer' | 'member' | 'guest' | 'locked' | 'blocked';

/** One demo account, for tests, browser tests and the bench: `demoAccount('member').mail`. */
export function demoAccount(key: DemoAccountKey): DemoAccount {
  const account = DEMO_ACCOUNTS.find(({ mail }) => mail === `${key}@example.org`);
  if (!account) throw new Error(`No demo account ${key}@example.org`);
  return account;
}

/** "First Last", as the portal names an account. */
export const fullName = (account: DemoAccount): string => `${account.firstName} ${account.lastName}`;
