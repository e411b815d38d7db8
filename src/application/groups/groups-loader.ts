import { token } from '../token';

/**
 * The working groups' code (their gateway's adapter, use cases and the topic draft store), loaded with the
 * first screen that shows a group, so a visitor's first load carries none of it. Until it has loaded, the
 * groups' classes are not bound. `load` answers the same promise every time (React's `use` needs that).
 */
export interface GroupsLoader {
  load(): Promise<void>;
}
export const GroupsLoader = token<GroupsLoader>('GroupsLoader');
