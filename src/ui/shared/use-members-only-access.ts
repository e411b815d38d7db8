import { membersOnlyAccess, type MembersOnlyAccess } from '@/domain/session/members-only';
import { useSessionState } from './use-session-state';
import { useViewer } from './use-viewer';

/**
 * Where the viewer stands before the association's members-only parts (membersOnlyAccess). A session that
 * has just ended counts as open: the screen stays, hidden, with what was typed, until the member logs in again.
 */
export function useMembersOnlyAccess(): MembersOnlyAccess {
  const viewer = useViewer();
  const { expired } = useSessionState();
  return expired ? 'open' : membersOnlyAccess(viewer);
}
