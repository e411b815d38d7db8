import { describe, expect, it } from 'vitest';
import { GroupGateway } from '@/application/groups/group-gateway';
import { containerAt } from '../support/container-at';
import { useRecordingServer, type RecordedRequest } from '../support/recording-server';
import { expectConsole } from '../support/console-expectations';
import { WIRE_WRITER, writerTokenAnswer } from '../support/drupal-wire-writer';

const groupRow = (id: number | string, extra: object = {}) => ({
  id: [{ value: id }],
  uuid: [{ value: `uuid-${id}` }],
  label: [{ value: `Group ${id}` }],
  created: [{ value: '2024-02-14T05:18:53+00:00' }],
  field_group_description: [{ processed: '<p><img src="/sites/default/files/a.png"></p>', summary: '' }],
  users: [
    { uid: '7', group_roles: { leader: 'workgroup-leader' } },
    { uid: 9, group_roles: [] },
  ],
  ...extra,
});

/** A Drupal that hands out a CSRF token of WIRE_WRITER's session and answers `routes` by path (anything else: `{}`). */
const drupal =
  (routes: Record<string, unknown> = {}) =>
  (request: RecordedRequest) => {
    const path = request.url.split('?')[0] ?? '';
    return writerTokenAnswer(request) ?? { body: routes[path] ?? {} };
  };

/** What DrupalGroupGateway sends, and how it reads the shapes a Drupal may answer. */
describe('DrupalGroupGateway wire details', () => {
  const server = useRecordingServer();
  const groups = () => containerAt(server.origin).get(GroupGateway);
  const sent = (path: string) => server.requests.find((request) => request.url.startsWith(path));

  it('joins and leaves by GET with the CSRF header, and no _format (a custom module route)', async () => {
    server.reply = drupal({
      '/cms/necs-workgroup/join/3': { status: 'joined' },
      '/cms/necs-workgroup/leave/3': { status: 'left' },
    });
    await groups().join(WIRE_WRITER, 3);
    await groups().leave(WIRE_WRITER, 3);
    for (const action of ['join', 'leave']) {
      const request = sent(`/cms/necs-workgroup/${action}/3`);
      expect(request).toMatchObject({ method: 'GET', url: `/cms/necs-workgroup/${action}/3` });
      expect(request?.headers['x-csrf-token']).toBe('the-token');
    }
  });

  it.each([0, -1, 2.5, Number.NaN])('never sends a membership change for the group id %s', async (id) => {
    await expect(groups().join(WIRE_WRITER, id)).rejects.toBeInstanceOf(RangeError);
    await expect(groups().getTopic(id)).rejects.toBeInstanceOf(RangeError);
    expect(server.requests).toHaveLength(0);
  });

  it('asks the list view with _format=json, the page, sort_by=label for the title, and the order', async () => {
    server.reply = drupal({ '/cms/rest/views/group_workgroups/standard': [] });
    await groups().listGroups({ page: 1, sortBy: 'title', sortOrder: 'DESC' });
    expect(server.lastRequest().url).toBe(
      '/cms/rest/views/group_workgroups/standard?_format=json&page=1&sort_by=label&sort_order=DESC',
    );
  });

  it('reads {rows, pager} with string numbers, leaving out a row that does not read', async () => {
    expectConsole('warn', 'Left out row 1 of group_workgroups, which does not read');
    const pager = { current_page: '1', total_items: '13', total_pages: 2, items_per_page: 10 };
    server.reply = drupal({
      '/cms/rest/views/group_workgroups/standard': { rows: [groupRow('11'), { id: [] }], pager },
    });
    const page = await groups().listGroups({ page: 1, sortBy: 'created', sortOrder: 'ASC' });
    expect(page.pager).toEqual({ currentPage: 1, totalItems: 13, totalPages: 2, itemsPerPage: 10 });
    expect(page.rows).toEqual([
      {
        id: 11,
        uuid: 'uuid-11',
        title: 'Group 11',
        created: '2024-02-14T05:18:53+00:00',
        summaryHtml: `<p><img src="${server.origin}/cms/sites/default/files/a.png"></p>`,
        members: [
          { uid: 7, groupRoles: ['workgroup-leader'] },
          { uid: 9, groupRoles: [] },
        ],
      },
    ]);
  });

  it('asks the topics view for the chosen order, its exposed sort, with the page: the view orders the group', async () => {
    server.reply = drupal({ '/cms/rest/views/group_topics/list/3': [] });
    await groups().getTopics(3, 1, { order: 'activity' });
    await groups().getTopics(3, 0, { order: 'newest' });
    await groups().getTopics(3, 0);
    expect(server.requests.map(({ url }) => url)).toEqual([
      '/cms/rest/views/group_topics/list/3?_format=json&page=1&sort_by=last_comment_timestamp&sort_order=DESC',
      '/cms/rest/views/group_topics/list/3?_format=json&page=0&sort_by=created&sort_order=DESC',
      '/cms/rest/views/group_topics/list/3?_format=json&page=0&sort_by=created&sort_order=DESC',
    ]);
  });

  it('reads a topic’s comment count as unknown (null) when the display sends none or one that does not read, keeping the topic', async () => {
    const topic = (nid: number, extra: object = {}) => ({
      nid: String(nid),
      title: `Topic ${nid}`,
      created: `2026-01-0${nid}T10:00:00+00:00`,
      name: 'Luca Bianchi',
      ...extra,
    });
    server.reply = drupal({
      '/cms/rest/views/group_topics/list/3': [
        topic(3, { comment_count: '2' }),
        topic(2),
        topic(1, { comment_count: 'many' }),
      ],
    });
    const { rows } = await groups().getTopics(3, 0);
    expect(rows.map(({ nid, commentCount }) => [nid, commentCount])).toEqual([
      [3, 2],
      [2, null],
      [1, null],
    ]);
  });

  it('reads one group from a bare array, null from an empty one, and fails on a row that does not read', async () => {
    server.reply = drupal({ '/cms/rest/views/group/single/3': [groupRow(3)] });
    await expect(groups().getGroup(3)).resolves.toMatchObject({ id: 3, descriptionHtml: expect.any(String) });
    server.reply = drupal({ '/cms/rest/views/group/single/3': [] });
    await expect(groups().getGroup(3)).resolves.toBeNull();
    server.reply = drupal({ '/cms/rest/views/group/single/3': [{ id: [] }] });
    await expect(groups().getGroup(3)).rejects.toMatchObject({ reason: 'unexpected-answer' });
  });

  it('asks for the leaders with the CSRF header and names them, account name when they have no names', async () => {
    server.reply = drupal({
      '/cms/rest/views/group_leaders/standard/3': [
        { uid: [{ value: '5' }], name: [{ value: 'luca' }], field_user_firstname: [{ value: 'Luca' }] },
        {
          uid: [{ value: 6 }],
          name: [{ value: 'anon6' }],
          field_user_firstname: [],
          field_user_lastname: [],
        },
      ],
    });
    await expect(groups().getLeaders(3)).resolves.toEqual([
      { uid: 5, name: 'Luca' },
      { uid: 6, name: 'anon6' },
    ]);
    const request = sent('/cms/rest/views/group_leaders/standard/3');
    expect(request?.url).toBe('/cms/rest/views/group_leaders/standard/3?_format=json');
    expect(request?.headers['x-csrf-token']).toBe('the-token');
  });

  it('reads a topic: file URLs rebased, member HTML and file names passed on as data', async () => {
    const html = '<p onclick="x()">Hi<script>alert(1)</script></p>';
    server.reply = drupal({
      '/cms/rest/views/group_topics/single/42': [
        {
          nid: '42',
          title: 'T',
          created: '2026-10-02T09:00:00+00:00',
          name: 'Marta Kowalska',
          body: html,
          group_id: '3',
          group_label: 'Film History',
          field_files: [
            { name: '<b>x</b>.pdf', size: '48213', url: '/system/files/topics/f.pdf' },
            { name: 1 },
          ],
          comments: [{ cid: '9', name: 'Luca', created: '2026-10-03T10:00:00+00:00', comment_body: html }],
        },
      ],
    });
    const topic = await groups().getTopic(42);
    expect(topic).toMatchObject({ nid: 42, groupId: 3, messageHtml: html });
    expect(topic?.attachments).toEqual([
      { name: '<b>x</b>.pdf', size: 48213, url: `${server.origin}/cms/system/files/topics/f.pdf` },
    ]);
    expect(topic?.comments).toEqual([
      {
        id: 9,
        authorName: 'Luca',
        // A row without uid, changed and pid: no author uid, never edited, top-level.
        authorUid: null,
        created: '2026-10-03T10:00:00+00:00',
        changed: '2026-10-03T10:00:00+00:00',
        parentId: null,
        bodyHtml: html,
      },
    ]);
  });

  it('posts a topic as multipart with the CSRF header: the four fields, then each file as field_files[] by name', async () => {
    server.reply = drupal({ '/cms/necs-workgroup/post-topic': { nid: '123' } });
    const named = Object.assign(new Blob(['%PDF-1.4 two']), { name: 'two.pdf' });
    const progress: number[] = [];
    const answer = await groups().postTopic(
      WIRE_WRITER,
      {
        groupId: 3,
        title: 'Title',
        message: '<p>M</p>',
        group: 'Film History',
        files: [new File(['%PDF-1.4 one'], 'one.pdf'), named],
      },
      { onProgress: (fraction) => progress.push(fraction) },
    );
    expect(answer).toEqual({ nid: 123 });
    const request = server.lastRequest();
    expect(request.url).toBe('/cms/necs-workgroup/post-topic');
    expect(request.headers['x-csrf-token']).toBe('the-token');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const parts = [...request.body.matchAll(/name="([^"]+)"(?:; filename="([^"]+)")?/g)].map(
      ([, field, file]) => (file ? `${field}=${file}` : field),
    );
    expect(parts).toEqual([
      'group_id',
      'title',
      'message',
      'group',
      'field_files[]=one.pdf',
      'field_files[]=two.pdf',
    ]);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(1);
  });

  it('posts a comment as docs/wire-drupal.md says: JSON, _format=json, the CSRF header', async () => {
    server.reply = drupal();
    await groups().postComment(
      WIRE_WRITER,
      42,
      '<p>A <strong>fine</strong> point, and a long one at that</p>',
    );
    const request = server.lastRequest();
    expect(request).toMatchObject({ method: 'POST', url: '/cms/comment?_format=json' });
    expect(request.headers['x-csrf-token']).toBe('the-token');
    expect(request.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request.body)).toEqual({
      entity_type: [{ value: 'node' }],
      entity_id: [{ target_id: 42 }],
      field_name: [{ value: 'comment' }],
      comment_type: [{ target_id: 'comment' }],
      subject: [{ value: 'A fine point, and a long one…' }],
      comment_body: [
        { value: '<p>A <strong>fine</strong> point, and a long one at that</p>', format: 'basic_html' },
      ],
    });
  });

  it('passes a 400’s message on, for the form to show', async () => {
    server.reply = (request) =>
      writerTokenAnswer(request) ?? { status: 400, body: { message: 'File size exceeds 32 MB limit' } };
    await expect(
      groups().postTopic(WIRE_WRITER, { groupId: 3, title: 'T', message: '', group: 'G', files: [] }),
    ).rejects.toMatchObject({ status: 400, serverMessage: 'File size exceeds 32 MB limit' });
  });
});
