import { token } from '../token';

/**
 * The working groups' code, loaded with the first screen that shows a group, so a visitor's first load carries
 * none of it. Until it has loaded, the groups' classes are not bound. Each method answers the same promise every
 * time (React's `use` needs that).
 */
export interface GroupsLoader {
  /** What reads the groups: their gateway's adapter and ReadGroups. All a visitor's screens need. */
  load(): Promise<void>;
  /**
   * That and what a member writes with: joining and leaving, posting topics and comments, the topic draft
   * store. Kept out of a visitor's group screens, which it took over the first-load budget.
   */
  loadWriting(): Promise<void>;
}
export const GroupsLoader = token<GroupsLoader>('GroupsLoader');
