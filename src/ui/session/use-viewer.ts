import { TOKENS } from '@/application/tokens';
import { viewerOf, type Viewer } from '@/domain/session/viewer';
import { useService } from '../app/services';
import { useSessionState } from './use-session-state';

/** Who is looking, as the views need it; `localhostAsMember` is only ever true in development builds. */
export function useViewer(): Viewer {
  const { session, user } = useSessionState();
  const { localhostAsMember } = useService(TOKENS.Config);
  return viewerOf(session, user, localhostAsMember);
}
