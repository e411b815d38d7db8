import { CurrentViewer } from '@/application/session/current-viewer';
import type { Viewer } from '@/domain/session/viewer';
import { useObservable, useService } from '../app/services';

/** Who is looking: the application's one answer (CurrentViewer), which use cases read as well. */
export function useViewer(): Viewer {
  return useObservable(useService(CurrentViewer));
}
