import { inject, injectable } from 'inversify';
import type { CommentStatistics } from '@/domain/groups/comment-arrivals';
import { RepeatWhileVisible, type RepeatedRead } from '../repeat-while-visible';
import { Scheduler } from '../scheduler';
import { GroupGateway } from './group-gateway';

/**
 * What others write while a member reads (issue 61): an open topic reads its comment statistics, the lightest
 * read there is, at the interval while the page is visible; a group page and the member's news read theirs
 * again on the same beat. The screen says what arrived and shows it when asked (docs/behaviour.md).
 */
@injectable()
export class WatchComments {
  constructor(
    @inject(GroupGateway) private readonly groups: GroupGateway,
    @inject(Scheduler) private readonly scheduler: Scheduler,
  ) {}

  /**
   * Topic `nid`'s statistics, told to `onRead` after each read that found the topic; a failed read is not
   * told, it makes the next one wait longer. Starts paused: the screen says when the page is visible.
   */
  topic(nid: number, onRead: (statistics: CommentStatistics) => void): RepeatWhileVisible {
    return new RepeatWhileVisible(this.scheduler, async (signal) => {
      const statistics = await this.groups.getCommentStatistics(nid, { signal });
      if (statistics) onRead(statistics);
      return true;
    });
  }

  /** Runs `refresh` on the same beat (a list read again through the screen's cache): false when it failed. */
  every(refresh: RepeatedRead): RepeatWhileVisible {
    return new RepeatWhileVisible(this.scheduler, refresh);
  }
}
