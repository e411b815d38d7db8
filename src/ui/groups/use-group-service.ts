import { use } from 'react';
import type { ServiceIdentifier } from 'inversify';
import { GroupsLoader } from '@/application/groups/groups-loader';
import { ReadGroups } from '@/application/groups/read-groups';
import { useService } from '../app/services';
import { withTimeout } from '../app/lazy-part';
import { tracked } from '../shared/data/tracked-promise';
import { useViewer } from '../shared/use-viewer';

/**
 * One wait per loader and part (React's `use` needs the same promise on every render), under the two-minute
 * limit for a part's code.
 */
const arriving = new WeakMap<GroupsLoader, { reading?: Promise<void>; writing?: Promise<void> }>();

/**
 * A working groups' use case or store. The first time, the nearest Suspense boundary waits while their code
 * loads (GroupsLoader); a part that fails to load, or takes longer than the two-minute limit for a part's code
 * (docs/behaviour.md, 'Page furniture'), reaches the nearest error boundary (a reload). Afterwards it is
 * resolved at once.
 *
 * A visitor only reads (ReadGroups), and loads only that part. Anything else is a member's writing, and a
 * member's screen asks for both parts at once from its first read, so that Join or a form never waits for one
 * part before asking for the other.
 */
export function useGroupService<T>(service: ServiceIdentifier<T>): T {
  const loader = useService(GroupsLoader);
  const { loggedIn } = useViewer();
  const part = loggedIn || service !== ReadGroups ? 'writing' : 'reading';
  let waits = arriving.get(loader);
  if (!waits) arriving.set(loader, (waits = {}));
  const loading = (waits[part] ??= tracked(
    withTimeout(part === 'writing' ? loader.loadWriting() : loader.load()),
  ));
  use(loading);
  return useService(service);
}
