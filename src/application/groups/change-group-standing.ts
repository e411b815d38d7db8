import { inject, injectable } from 'inversify';
import { isGroupId, type GroupDetails } from '@/domain/groups/group';
import { fail, ok, type Result } from '@/domain/shared/result';
import { CurrentViewer } from '../session/current-viewer';
import { refusalOf, type GroupActionFailure } from './group-action-failure';
import { GroupGateway } from './group-gateway';

export type StandingChange = 'join' | 'leave';
export type StandingChangeResult = Result<GroupDetails, GroupActionFailure>;

/**
 * Joins or leaves a group as whoever is looking, then answers with the group as it is now, so the screen
 * updates without a reload. Integer group ids only (docs/behaviour.md, Ids and guards); visitors are refused without a call.
 */
@injectable()
export class ChangeGroupStanding {
  constructor(
    @inject(GroupGateway) private readonly groups: GroupGateway,
    @inject(CurrentViewer) private readonly viewer: CurrentViewer,
  ) {}

  join(group: GroupDetails): Promise<StandingChangeResult> {
    return this.execute(group, 'join');
  }

  leave(group: GroupDetails): Promise<StandingChangeResult> {
    return this.execute(group, 'leave');
  }

  async execute(group: GroupDetails, change: StandingChange): Promise<StandingChangeResult> {
    if (!isGroupId(group.id)) return fail({ kind: 'invalid-group' });
    const { userId, loggedIn } = this.viewer.snapshot();
    if (!loggedIn) return fail({ kind: 'not-allowed' });
    try {
      await (change === 'join' ? this.groups.join(userId, group.id) : this.groups.leave(userId, group.id));
    } catch (error) {
      return fail(refusalOf(error));
    }
    return ok(await this.reread(group, userId, change));
  }

  /** The group as Drupal now has it; if it cannot say, the change it has just confirmed. */
  private async reread(group: GroupDetails, userId: number, change: StandingChange): Promise<GroupDetails> {
    try {
      const fresh = await this.groups.getGroup(group.id);
      if (fresh) return fresh;
    } catch {
      // The change itself succeeded; a failed re-read must not report it as failed.
    }
    const others = group.members.filter((member) => member.uid !== userId);
    // Joining makes a plain participant: no group roles (docs/wire-groups.md).
    return { ...group, members: change === 'join' ? [...others, { uid: userId, groupRoles: [] }] : others };
  }
}
