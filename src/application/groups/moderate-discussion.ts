import { inject, injectable } from 'inversify';
import { fail, ok, type Result } from '@/domain/shared/result';
import { SessionStore } from '../session/session-store';
import { refusalOf, type ActionRefusal } from './group-action-failure';
import { GroupGateway } from './group-gateway';

/**
 * What a moderator does in place (issue 63; who moderates: `mayModerate` in roles.ts): removes anyone's comment
 * with its replies, and pins or unpins a topic. The content system decides; a refusal is a value the screen
 * says, as for every group action.
 */
@injectable()
export class ModerateDiscussion {
  constructor(
    @inject(GroupGateway) private readonly groups: GroupGateway,
    @inject(SessionStore) private readonly sessions: SessionStore,
  ) {}

  /** A comment already gone (404) counts as removed: what was asked for is so. */
  removeComment(cid: number): Promise<Result<void, ActionRefusal>> {
    return done(
      this.groups.deleteComment(this.sessions.writer(), cid),
      (refusal) => refusal.kind === 'not-found',
    );
  }

  pinTopic(nid: number, pinned: boolean): Promise<Result<void, ActionRefusal>> {
    return done(this.groups.setTopicPinned(this.sessions.writer(), nid, pinned), () => false);
  }
}

async function done(
  call: Promise<void>,
  isDoneAnyway: (refusal: ActionRefusal) => boolean,
): Promise<Result<void, ActionRefusal>> {
  try {
    await call;
    return ok(undefined);
  } catch (error) {
    const refusal = refusalOf(error);
    return isDoneAnyway(refusal) ? ok(undefined) : fail(refusal);
  }
}
