import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSandboxDatabase, type SandboxDatabase } from '../../sandbox/storage/database';
import { findUserByLogin, findUserById, insertUser } from '../../sandbox/drupal/tables/users';
import { demoAccount } from '../../sandbox/demo-data/accounts';

/** mail_login's lookupAccount: e-mail-like identifiers by address only, anything else by user name only. */
const MEMBER = demoAccount('member');

describe('the login name lookup', () => {
  let db: SandboxDatabase;
  beforeAll(async () => {
    db = await openSandboxDatabase(':memory:');
    // Drupal allows @ and dots in user names; this one looks like an address but is a name.
    const member = findUserById(db, MEMBER.uid)!;
    insertUser(db, {
      ...member,
      uid: 70,
      uuid: 'u70',
      name: 'old.style@example.net',
      mail: 'renamed@example.org',
    });
  });
  afterAll(() => db.close());

  const uidOf = (login: string) => findUserByLogin(db, login)?.uid;

  it.each([
    [MEMBER.mail, MEMBER.uid],
    [MEMBER.mail.toUpperCase(), MEMBER.uid],
    [MEMBER.name, MEMBER.uid],
    [MEMBER.name.toUpperCase(), MEMBER.uid],
    ['renamed@example.org', 70],
  ])('finds %s', (login, uid) => {
    expect(uidOf(login)).toBe(uid);
  });

  it.each([
    'old.style@example.net',
    ` ${MEMBER.mail}`,
    `${MEMBER.mail} `,
    `${MEMBER.name} `,
    'nobody@example.org',
  ])('finds nobody for %j', (login) => {
    expect(uidOf(login)).toBeUndefined();
  });
});
