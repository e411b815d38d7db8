import { use } from 'react';
import type { ServiceIdentifier } from 'inversify';
import { GroupsLoader } from '@/application/groups/groups-loader';
import { useService } from '../app/services';
import { withTimeout } from '../app/lazy-part';
import { tracked } from '../shared/data/tracked-promise';

/**
 * One wait per loader (React's `use` needs the same promise on every render), under the two-minute limit for a
 * part's code.
 */
const arriving = new WeakMap<GroupsLoader, Promise<void>>();

/**
 * A working groups' use case or store. The first time, the nearest Suspense boundary waits while their code loads
 * (GroupsLoader); a part that fails to load, or takes longer than the two-minute limit for a part's code
 * (docs/behaviour.md, 'Page furniture'), reaches the nearest error boundary (a reload). Afterwards it is resolved
 * at once.
 */
export function useGroupService<T>(service: ServiceIdentifier<T>): T {
  const loader = useService(GroupsLoader);
  let loading = arriving.get(loader);
  if (!loading) arriving.set(loader, (loading = tracked(withTimeout(loader.load()))));
  use(loading);
  return useService(service);
}
