import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRUPAL_MODES } from '../../sandbox/drupal/drupal-mode';
import { GROUP_SEEDS } from '../../sandbox/demo-data/groups';
import { TOPIC_SEEDS } from '../../sandbox/demo-data/topics';
import { DISCUSSIONS_REFUSAL } from '../../sandbox/drupal/discussion-access';
import { DEMO_ACCOUNTS } from '../../sandbox/demo-data/accounts';
import { TOPICS_PER_PAGE } from '@/domain/groups/group';
import { inTopicOrder, type TopicOrder, type TopicOrderKey } from '@/domain/groups/topic-order';
import { logInAs, startTestSandbox, type LoggedIn, type TestSandbox } from './sandbox-harness';
import { getView, rowsOf, type WirePager } from './view-answers';

interface GroupRow {
  id: [{ value: number }];
  label: [{ value: string }];
  created: [{ value: string }];
  users: { uid: string; group_roles: string[] }[];
}
const labels = (rows: GroupRow[]) => rows.map((row) => row.label[0].value);
/** Every way a view could name a demo account. */
const DEMO_NAMES = DEMO_ACCOUNTS.flatMap(({ name, firstName, lastName }) => [name, firstName, lastName]);
const byLabel = GROUP_SEEDS.map((group) => group.label).sort((a, b) => a.localeCompare(b));

/** Topics written straight to the sandbox's database, as `[nid, created]`, in group `groupId`. */
function insertTopics(dbFile: string, groupId: number, topics: readonly (readonly [number, string])[]): void {
  const db = new Database(dbFile);
  const insert = db.prepare(
    "INSERT INTO group_topics (nid, group_id, uid, title, created, body) VALUES (?, ?, 7, ?, ?, '')",
  );
  for (const [nid, created] of topics) insert.run(nid, groupId, `Added topic ${nid}`, created);
  db.close();
}

/**
 * Topics with their activity, written straight to the database in group `groupId`: `[nid, created, pinned,
 * comments as [cid, created, changed]]`.
 */
function insertTopicsWithActivity(
  dbFile: string,
  groupId: number,
  topics: readonly (readonly [
    number,
    string,
    boolean,
    readonly (readonly [number, string, string | null])[],
  ])[],
): void {
  insertTopics(
    dbFile,
    groupId,
    topics.map(([nid, created]) => [nid, created]),
  );
  const db = new Database(dbFile);
  const pin = db.prepare('UPDATE group_topics SET sticky = 1 WHERE nid = ?');
  const comment = db.prepare(
    "INSERT INTO topic_comments (cid, nid, uid, created, changed, body, thread) VALUES (?, ?, 7, ?, ?, '<p>x</p>', ?)",
  );
  for (const [nid, , pinned, comments] of topics) {
    if (pinned) pin.run(nid);
    comments.forEach(([cid, created, changed], index) =>
      comment.run(cid, nid, created, changed, `${String(index + 1).padStart(2, '0')}/`),
    );
  }
  db.close();
}

interface TopicListRow {
  nid: string;
  created: string;
  comment_count: string;
  last_comment_timestamp: string;
  sticky: string;
}

/** What the portal orders a row by, read from the wire as the adapter reads it (docs/wire-groups.md). */
const orderKeyOf = (row: TopicListRow): TopicOrderKey => ({
  nid: Number(row.nid),
  created: row.created,
  lastCommentAt:
    row.comment_count === '0' ? null : new Date(Number(row.last_comment_timestamp) * 1000).toISOString(),
  sticky: row.sticky === '1',
});

/** `count` more topics in group `groupId`, older than the seeded ones. */
function addTopics(dbFile: string, groupId: number, count: number): void {
  const minute = (index: number) => `2020-01-01T00:${String(index).padStart(2, '0')}:00+00:00`;
  insertTopics(
    dbFile,
    groupId,
    Array.from({ length: count }, (_, index) => [5000 + index, minute(index)] as const),
  );
}

describe.each(DRUPAL_MODES)('working-group views (%s Drupal)', (drupal) => {
  let sandbox: TestSandbox;
  let member: LoggedIn;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ drupal });
    member = await logInAs(sandbox.app, 'member');
  });
  afterAll(() => sandbox.dispose());
  const view = (path: string, query = '') => getView(sandbox.app, path, query);
  /** The topic views, read as a member of the association. */
  const memberView = (path: string) => getView(sandbox.app, path, '', member.cookies);

  it('lists the groups newest first unless asked otherwise, an unknown sort field included', async () => {
    for (const query of ['', '&sort_by=title']) {
      const rows = rowsOf<GroupRow>(await view('group_workgroups/standard', query), drupal);
      const dates = rows.map((row) => row.created[0].value);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  it('lists the groups by label; paged by ten on the site, every group at once as a stock export', async () => {
    const first = rowsOf<GroupRow>(await view('group_workgroups/standard', '&sort_by=label'), drupal);
    if (drupal === 'core') {
      expect(labels(first)).toEqual(byLabel);
      return;
    }
    const second = (await view('group_workgroups/standard', '&sort_by=label&page=1')) as {
      rows: GroupRow[];
      pager: WirePager;
    };
    expect(labels([...first, ...second.rows])).toEqual(byLabel);
    expect(second.pager).toEqual({
      current_page: '1',
      total_items: '13',
      total_pages: 2,
      items_per_page: 10,
    });
  });

  it('sorts by label or created, in either direction, ids as numbers and member uids as strings', async () => {
    const newest = rowsOf<GroupRow>(
      await view('group_workgroups/standard', '&sort_by=created&sort_order=DESC'),
      drupal,
    );
    const dates = newest.map((row) => row.created[0].value);
    expect(dates).toEqual([...dates].sort().reverse());
    const backwards = rowsOf<GroupRow>(
      await view('group_workgroups/standard', '&sort_by=label&sort_order=DESC'),
      drupal,
    );
    expect(labels(backwards)[0]).toBe(byLabel.at(-1));
    expect(typeof newest[0]?.id[0].value).toBe('number');
    expect(newest.flatMap((row) => row.users).every((user) => typeof user.uid === 'string')).toBe(true);
  });

  it('answers one group with its members and roles, and no rows for an id that names none', async () => {
    const [group] = (await view('group/single/1')) as GroupRow[];
    expect(group?.users).toEqual([
      { uid: '5', group_roles: ['workgroup-leader'] },
      { uid: '7', group_roles: [] },
      { uid: '2', group_roles: ['workgroup-participant'] },
    ]);
    for (const id of ['999', 'abc', '1.5', '-1', '0']) expect(await view(`group/single/${id}`)).toEqual([]);
  });

  it('names the leaders as user rows without their e-mail addresses', async () => {
    expect(await view('group_leaders/standard/1')).toEqual([
      {
        uid: [{ value: 5 }],
        name: [{ value: 'luca.bianchi' }],
        field_user_firstname: [{ value: 'Luca' }],
        field_user_lastname: [{ value: 'Bianchi' }],
      },
    ]);
  });

  it('lists a group’s topics newest first, as flat string rows', async () => {
    expect(rowsOf(await memberView('group_topics/list/1'), drupal)).toEqual([
      expect.objectContaining({ nid: '902', name: 'Luca Bianchi', comment_count: '2' }),
      expect.objectContaining({ nid: '901', name: 'Marta Kowalska', comment_count: '1' }),
      expect.objectContaining({ nid: '900', comment_count: '0' }),
    ]);
  });

  it('lists the topics of several groups in one answer, `1+2` as views’ "Allow multiple values" reads it', async () => {
    const nids = async (path: string) =>
      rowsOf<{ nid: string }>(await memberView(path), drupal).map(({ nid }) => nid);
    const both = await nids('group_topics/list/1+2');
    expect([...both].sort()).toEqual(
      [...(await nids('group_topics/list/1')), ...(await nids('group_topics/list/2'))].sort(),
    );
    expect(await nids('group_topics/list/1+abc')).toEqual([]);
  });

  it('lists a group’s topics in the portal’s order (compareTopicsNewestFirst), topics of one second by node id', async () => {
    // Newer than every other topic of the group, inserted out of order: two pairs sharing a second.
    insertTopics(sandbox.dbFile, 2, [
      [7001, '2030-01-01T10:00:00+00:00'],
      [7004, '2030-01-01T09:00:00+00:00'],
      [7002, '2030-01-01T10:00:00+00:00'],
      [7003, '2030-01-01T11:00:00+00:00'],
      [7000, '2030-01-01T09:00:00+00:00'],
    ]);
    const rows = rowsOf<{ nid: string; created: string }>(await memberView('group_topics/list/2'), drupal);
    const listed = rows.map((row) => ({ nid: Number(row.nid), created: row.created }));
    expect(listed.slice(0, 5).map(({ nid }) => nid)).toEqual([7003, 7002, 7001, 7004, 7000]);
    const keys = rows.map((row) => orderKeyOf(row as unknown as TopicListRow));
    expect(keys).toEqual(inTopicOrder(keys, 'newest'));
  });

  it('lists pinned topics first, then as `sort_by` asks (creation or latest comment), as the portal orders them (compareTopics)', async () => {
    insertTopicsWithActivity(sandbox.dbFile, 3, [
      [7100, '2030-01-01T10:00:00+00:00', false, []],
      [7101, '2029-01-01T10:00:00+00:00', false, [[9101, '2031-01-01T10:00:00+00:00', null]]],
      // Its comment edited later: the statistics keep the latest comment's last edit.
      [
        7102,
        '2028-01-01T10:00:00+00:00',
        false,
        [[9102, '2029-06-01T10:00:00+00:00', '2032-01-01T10:00:00+00:00']],
      ],
      [7103, '2027-01-01T10:00:00+00:00', true, [[9103, '2030-06-01T10:00:00+00:00', null]]],
      // The same second as 7100's creation: the later nid first.
      [7104, '2030-01-01T10:00:00+00:00', false, []],
      [7105, '2026-01-01T10:00:00+00:00', false, [[9105, '2030-01-01T10:00:00+00:00', null]]],
    ]);
    const pinned = ['7103', '910'];
    const expected: Record<TopicOrder, string[]> = {
      newest: [...pinned, '7104', '7100', '7101', '7102', '904', '7105'],
      activity: [...pinned, '7102', '7101', '7105', '7104', '7100', '904'],
    };
    const sorts: [string, TopicOrder][] = [
      ['', 'newest'],
      ['&sort_by=created&sort_order=DESC', 'newest'],
      ['&sort_by=unknown', 'newest'],
      ['&sort_by=last_comment_timestamp&sort_order=DESC', 'activity'],
      ['&sort_by=last_comment_timestamp', 'activity'],
    ];
    for (const [query, order] of sorts) {
      const answer = await getView(sandbox.app, 'group_topics/list/3', query, member.cookies);
      const rows = rowsOf<TopicListRow>(answer, drupal);
      expect(
        rows.map(({ nid }) => nid),
        query,
      ).toEqual(expected[order]);
      const keys = rows.map(orderKeyOf);
      expect(keys, query).toEqual(inTopicOrder(keys, order));
    }
  });

  it('says which topics are pinned: node `sticky` as the field’s raw value, in both Drupals', async () => {
    const rows = rowsOf<TopicListRow>(await memberView('group_topics/list/3'), drupal);
    const seeded = rows.filter(({ nid }) => ['904', '910'].includes(nid));
    expect(seeded.map(({ nid, sticky }) => [nid, sticky])).toEqual([
      ['910', '1'],
      ['904', '0'],
    ]);
  });

  it('says on a topic’s own row whether it is pinned, as its list row does (issue 51)', async () => {
    // A bare array of one row in both Drupals, as the topic's other fields come.
    const stickyOf = async (nid: number) =>
      ((await memberView(`group_topics/single/${nid}`)) as { sticky: string }[]).map(({ sticky }) => sticky);
    expect([await stickyOf(910), await stickyOf(904)]).toEqual([['1'], ['0']]);
  });

  it('pages a group’s topics as many a page as the portal shows (TOPICS_PER_PAGE) on the site (?page, pager_serializer), every topic at once as a stock export', async () => {
    addTopics(sandbox.dbFile, 2, 60);
    const first = await memberView('group_topics/list/2');
    const total = rowsOf<{ nid: string }>(first, drupal).length;
    if (drupal === 'core') {
      expect(total).toBeGreaterThan(60);
      expect(await getView(sandbox.app, 'group_topics/list/2', '&page=1', member.cookies)).toEqual(first);
      return;
    }
    const { pager } = first as { pager: WirePager };
    const items = Number(pager.total_items);
    expect(items).toBeGreaterThan(60);
    expect(pager).toEqual({
      current_page: '0',
      total_items: String(items),
      total_pages: 2,
      items_per_page: TOPICS_PER_PAGE,
    });
    expect(total).toBe(TOPICS_PER_PAGE);
    const second = (await getView(sandbox.app, 'group_topics/list/2', '&page=1', member.cookies)) as {
      rows: { nid: string }[];
      pager: WirePager;
    };
    expect(second.pager.current_page).toBe('1');
    expect(second.rows).toHaveLength(items - TOPICS_PER_PAGE);
    const nids = [...rowsOf<{ nid: string }>(first, drupal), ...second.rows].map((row) => row.nid);
    expect(new Set(nids).size).toBe(items);
  });

  it('orders by latest activity across every page: a comment lifts an old topic from the last page to the first', async () => {
    // Group 4 holds no seeded topic: 60 of them, one a minute, the oldest commented after them all.
    const minute = (index: number) => `2021-01-01T00:${String(index).padStart(2, '0')}:00+00:00`;
    const later = Array.from(
      { length: 59 },
      (_, index) => [7201 + index, minute(index + 1), false, []] as const,
    );
    insertTopicsWithActivity(sandbox.dbFile, 4, [
      [7200, minute(0), false, [[9200, '2021-01-02T00:00:00+00:00', null]]],
      ...later,
    ]);
    const read = async (sort: string, page: number) =>
      rowsOf<TopicListRow>(
        await getView(
          sandbox.app,
          'group_topics/list/4',
          `&sort_by=${sort}&sort_order=DESC&page=${page}`,
          member.cookies,
        ),
        drupal,
      );
    const first = await read('last_comment_timestamp', 0);
    expect(first[0]?.nid).toBe('7200');
    const listed = drupal === 'core' ? first : [...first, ...(await read('last_comment_timestamp', 1))];
    const keys = listed.map(orderKeyOf);
    expect(keys).toHaveLength(60);
    expect(keys).toEqual(inTopicOrder(keys, 'activity'));
    // Newest first, the same topic is the last of all.
    const newest = drupal === 'core' ? await read('created', 0) : await read('created', 1);
    expect(newest.at(-1)?.nid).toBe('7200');
  });

  it('names the last comment’s author and time (comment statistics); for a topic without comments core’s own: its author and creation', async () => {
    const rows = rowsOf<TopicListRow & { uid: string; last_comment_name: string; last_comment_uid: string }>(
      await memberView('group_topics/list/1'),
      drupal,
    );
    const statistics = Object.fromEntries(
      rows.map((row) => [
        row.nid,
        [row.comment_count, row.last_comment_name, row.last_comment_uid, row.last_comment_timestamp],
      ]),
    );
    const seconds = (iso: string) => String(Date.parse(iso) / 1000);
    const reading = TOPIC_SEEDS.find(({ nid }) => nid === 902);
    const welcome = rows.find(({ nid }) => nid === '900');
    expect(statistics['902']).toEqual([
      '2',
      'Antoine Dubois',
      '2',
      seconds(reading?.comments.at(-1)?.created ?? ''),
    ]);
    expect(statistics['900']).toEqual(['0', 'Luca Bianchi', welcome?.uid, seconds(welcome?.created ?? '')]);
  });

  it('answers one topic with its files (root-relative private URLs) and comments in order', async () => {
    const [topic] = (await memberView('group_topics/single/902')) as Record<string, unknown>[];
    expect(topic).toMatchObject({ nid: '902', group_id: '1', group_label: 'Film History' });
    expect(topic?.field_files).toEqual([
      {
        name: 'reading-list.pdf',
        size: expect.stringMatching(/^\d+$/),
        url: expect.stringMatching(/^\/system\/files\/topics\/[0-9a-f]{32}\.pdf$/),
      },
    ]);
    expect((topic?.comments as { cid: string }[]).map((comment) => comment.cid)).toEqual(['2', '3']);
    expect(await memberView('group_topics/single/5')).toEqual([]);
  });

  it('keeps the topics from visitors and from users outside the association: 403 with the permission’s reason', async () => {
    const guest = await logInAs(sandbox.app, 'guest');
    for (const cookies of [undefined, guest.cookies]) {
      for (const path of ['group_topics/list/1', 'group_topics/single/902', 'group_topics/single/5']) {
        const response = await sandbox.app.inject({ url: `/cms/rest/views/${path}?_format=json`, cookies });
        expect(response.statusCode, path).toBe(403);
        expect(response.json()).toEqual({ message: DISCUSSIONS_REFUSAL });
        expect(response.body).not.toMatch(/Luca|Bianchi|reading-list/);
      }
    }
  });

  it('names no member of a group but its leaders: members are uids and roles', async () => {
    const answers = [await view('group/single/1'), await view('group_workgroups/standard')];
    for (const answer of answers)
      for (const name of DEMO_NAMES) expect(JSON.stringify(answer)).not.toContain(name);
  });

  it('wants ?_format=json on every group view', async () => {
    for (const path of ['group_workgroups/standard', 'group/single/1', 'group_topics/single/902']) {
      expect((await sandbox.app.inject(`/cms/rest/views/${path}`)).statusCode).toBe(406);
    }
  });
});
