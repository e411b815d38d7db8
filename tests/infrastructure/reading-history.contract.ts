import { beforeEach, describe, expect, it } from 'vitest';
import type { GroupGateway } from '@/application/groups/group-gateway';
import type { ReadingHistory } from '@/application/groups/reading-history';
import { credentials, uidOf } from '../support/demo-accounts';
import { DEMO_GROUP_IDS, DEMO_TOPIC_NIDS } from '../support/demo-groups';

export interface ReadingHistoryWorld {
  readonly history: ReadingHistory;
  /** The same browser's groups: their topic rows count what is new by the history. */
  readonly groups: GroupGateway;
  /** Logs this browser in (the demo accounts' mail and password). */
  logIn(mail: string, password: string): Promise<void>;
}

const MEMBER = credentials('member');
/** Nobody logged in: a visitor's tab writes as uid 0. */
const VISITOR = 0;
const { readingList, screeningStills, readingGroupSessions } = DEMO_TOPIC_NIDS;
/** The seeded reads (sandbox/demo-data/topics.ts, READ_HISTORY_SEEDS). */
const SEEDED_READS = {
  [screeningStills]: '2026-11-08T09:00:00+00:00',
  [readingGroupSessions]: '2026-11-16T12:00:00+00:00',
};

/** What every ReadingHistory does, stated once: run against the in-memory fake and the Drupal adapter. */
export function readingHistoryContract(name: string, setup: () => Promise<ReadingHistoryWorld>): void {
  describe(`${name} (ReadingHistory contract)`, () => {
    let world: ReadingHistoryWorld;
    beforeEach(async () => {
      world = await setup();
    });

    it('tells when the member last read each topic, null for one never read', async () => {
      await world.logIn(...MEMBER);
      const reads = await world.history.lastRead([screeningStills, readingGroupSessions, readingList]);
      expect(Object.fromEntries(reads)).toEqual({ ...SEEDED_READS, [readingList]: null });
      expect((await world.history.lastRead([])).size).toBe(0);
    });

    it('records a read: now, and nothing of the topic is new after it', async () => {
      await world.logIn(...MEMBER);
      const before = Date.now();
      await world.history.markRead(uidOf(MEMBER), screeningStills);
      const readAt = (await world.history.lastRead([screeningStills])).get(screeningStills);
      expect(Date.parse(readAt ?? '')).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
      const { rows } = await world.groups.getTopics(DEMO_GROUP_IDS.televisionStudies, 0);
      expect(rows.find(({ nid }) => nid === screeningStills)?.newComments).toBe(0);
    });

    it('refuses a visitor with 403', async () => {
      await expect(world.history.markRead(VISITOR, screeningStills)).rejects.toMatchObject({
        name: 'RemoteSystemError',
        status: 403,
      });
      await expect(world.history.lastRead([screeningStills])).rejects.toMatchObject({ status: 403 });
    });
  });
}
