import type { Viewer } from './viewer';

/**
 * Where a viewer stands before something the association keeps for its members: the working groups'
 * discussions (topics, comments, attachments and who wrote them), posting and commenting in them, and
 * conference proposals. The systems that own each of them refuse everyone else (the sandbox's stand-ins
 * too: SECURITY.md); the screens ask this first, so that no one meets a refusal they could have been told of.
 */
export type MembersOnlyAccess =
  /** A member of the association, logged in. */
  | 'open'
  /** A visitor: logging in may open it. */
  | 'log-in'
  /** Logged in, but not a member of the association: only membership opens it. */
  | 'become-member';

export function membersOnlyAccess(viewer: Pick<Viewer, 'loggedIn' | 'member'>): MembersOnlyAccess {
  if (!viewer.loggedIn) return 'log-in';
  return viewer.member ? 'open' : 'become-member';
}
