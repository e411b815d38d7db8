import type { RoleMap } from './roles';

/** What Drupal tells about the current visitor with every page answer. */
export interface Session {
  readonly userId: number;
  readonly userName: string;
  /** Raw flag as sent: `true` or the string `"true"` both mean member. */
  readonly isMember: boolean | string;
  readonly roles: RoleMap;
}

export const ANONYMOUS_USER_ID = 0;

export const anonymousSession: Session = {
  userId: ANONYMOUS_USER_ID,
  userName: '',
  isMember: false,
  roles: {},
};

/** Membership holds when `is_member` is true or the string "true". */
export const isMember = (session: Pick<Session, 'isMember'>): boolean =>
  session.isMember === true || session.isMember === 'true';

/** A user id of 0 or less is never loaded (docs/behaviour.md, Session sync); neither is anything that is not a whole number. */
export const isLoadableUserId = (userId: number): boolean =>
  Number.isInteger(userId) && userId > ANONYMOUS_USER_ID;

export const isLoggedIn = (session: Pick<Session, 'userId'>): boolean => isLoadableUserId(session.userId);
