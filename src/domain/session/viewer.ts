import type { User } from '../user/user';
import { displayName } from '../user/user';
import type { RoleMap } from './roles';
import { isLoggedIn, isMember, type Session } from './session';

/** Who is looking at the portal, as the views need it. */
export interface Viewer {
  readonly userId: number;
  readonly name: string;
  readonly loggedIn: boolean;
  readonly member: boolean;
  readonly roles: RoleMap;
}

/**
 * Derives the viewer from the session and the loaded account. `everyoneIsMember` makes everyone count
 * as a logged-in member on a local host, allowed only behind a development flag (docs/behaviour.md, 'Local
 * development as member').
 */
export function viewerOf(session: Session, user: User | null, everyoneIsMember = false): Viewer {
  return {
    userId: session.userId,
    name: user ? displayName(user) : session.userName,
    loggedIn: everyoneIsMember || isLoggedIn(session),
    member: everyoneIsMember || isMember(session),
    roles: session.roles,
  };
}
