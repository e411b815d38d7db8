import { beforeEach, describe, expect, it } from 'vitest';
import type { GroupGateway } from '@/application/groups/group-gateway';
import { RemoteSystemError } from '@/application/remote-system-error';
import { credentials } from '../support/demo-accounts';
import { DEMO_TOPIC_NIDS } from '../support/demo-groups';

export interface CommentPlaceWorld {
  readonly groups: GroupGateway;
  /** Logs this browser in (the demo accounts' mail and password); the one logged in before is logged out. */
  logIn(mail: string, password: string): Promise<void>;
  logOut(): Promise<void>;
}

/** Another member's comment on "Reading group sessions" (sandbox/demo-data/topics.ts). */
const SESSIONS_COMMENT = 25;
const NO_SUCH_COMMENT = 999_999;

/**
 * What every GroupGateway answers for a comment's link (`GET comment/{cid}`), stated once: run against the
 * in-memory fake and the Drupal adapter on the sandbox in both modes.
 */
export function commentPlaceContract(name: string, setup: () => Promise<CommentPlaceWorld>): void {
  describe(`${name} (GroupGateway contract: where a comment is)`, () => {
    let world: CommentPlaceWorld;
    beforeEach(async () => {
      world = await setup();
    });

    it('names the topic a comment is on, for a reader of the discussions', async () => {
      await world.logIn(...credentials('member'));
      expect(await world.groups.getCommentPlace(SESSIONS_COMMENT)).toEqual({
        cid: SESSIONS_COMMENT,
        nid: DEMO_TOPIC_NIDS.readingGroupSessions,
      });
    });

    it('answers null for a comment that does not exist, to a member and to a visitor alike', async () => {
      await world.logIn(...credentials('member'));
      expect(await world.groups.getCommentPlace(NO_SUCH_COMMENT)).toBeNull();
      await world.logOut();
      expect(await world.groups.getCommentPlace(NO_SUCH_COMMENT)).toBeNull();
    });

    it('is refused (403) to an account that may not read the discussions', async () => {
      await world.logIn(...credentials('guest'));
      const refusal = await world.groups.getCommentPlace(SESSIONS_COMMENT).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(RemoteSystemError);
      expect(refusal).toMatchObject({ isForbidden: true });
    });
  });
}
