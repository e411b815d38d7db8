/** A person's account in Drupal. */
export interface User {
  readonly uid: number;
  /** Account name, used when first and last name are both missing. */
  readonly accountName: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly mail: string;
}

/** Name shown: first name plus last name, falling back to the account name. */
export function displayName(user: User): string {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return fullName || user.accountName;
}
