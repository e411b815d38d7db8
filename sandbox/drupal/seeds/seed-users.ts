import { DEMO_ACCOUNTS } from '../../demo-data/accounts';
import { stableUuid } from '../../host/tokens';
import type { SandboxDatabase } from '../../storage/database';
import { hashPassword } from '../passwords';
import { insertUser } from '../tables/users';

/** The demo accounts as Drupal's users table holds them (SEWOBE reads the same rows). */
export function seedUsers(db: SandboxDatabase): void {
  for (const { password, ...account } of DEMO_ACCOUNTS) {
    insertUser(db, {
      ...account,
      uuid: stableUuid(`user:${account.uid}`),
      passwordHash: hashPassword(password),
      isMemberAsText: account.isMemberAsText ?? false,
      blocked: account.blocked ?? false,
      membershipLocked: account.membershipLocked ?? false,
    });
  }
}
