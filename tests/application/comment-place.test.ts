import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ReadGroups } from '@/application/groups/read-groups';
import { RemoteSystemError } from '@/application/remote-system-error';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_TOPIC_NIDS } from '../support/demo-groups';
import { logInElsewhere, openWorldTab, type WorldTab } from '../support/session-fakes';

/** Another member's comment on "Reading group sessions" (sandbox/demo-data/topics.ts). */
const SESSIONS_COMMENT = 25;

describe('where a comment’s link leads (ReadGroups.commentPlace)', () => {
  let worldTab: WorldTab;
  const read = () => worldTab.container.get(ReadGroups);

  beforeEach(() => {
    worldTab = openWorldTab();
  });

  it('leads a member to the topic the comment is on', async () => {
    await logInElsewhere(worldTab);
    expect(await read().commentPlace(SESSIONS_COMMENT)).toEqual({
      cid: SESSIONS_COMMENT,
      nid: DEMO_TOPIC_NIDS.readingGroupSessions,
    });
  });

  it('leads nowhere for a comment that does not exist', async () => {
    await logInElsewhere(worldTab);
    expect(await read().commentPlace(999_999)).toBeNull();
  });

  it('leads nowhere for a comment the content system will not show the reader (403)', async () => {
    await logInElsewhere(worldTab, DEMO_ACCOUNTS.guest);
    expect(await read().commentPlace(SESSIONS_COMMENT)).toBeNull();
  });

  it.each([0, -3, 2.5, Number.NaN])('asks nothing for %s, which cannot be a comment id', async (cid) => {
    const getCommentPlace = vi.spyOn(worldTab.world.groups, 'getCommentPlace');
    expect(await read().commentPlace(cid)).toBeNull();
    expect(getCommentPlace).not.toHaveBeenCalled();
  });

  it('fails the read when the content system fails, so the screen can offer Try again', async () => {
    await logInElsewhere(worldTab);
    for (const failure of [new RemoteSystemError('drupal', 503), new RemoteSystemError('drupal', null)]) {
      worldTab.world.groups.outage.start(failure);
      await expect(read().commentPlace(SESSIONS_COMMENT)).rejects.toBe(failure);
    }
  });
});
