import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FILE_REFUSALS, MAX_FILE_BYTES } from '../../sandbox/drupal/attachment-check';
import { DRUPAL_MODES } from '../../sandbox/drupal/drupal-mode';
import { PRIVATE_FILE_DIRECTORY, PUBLIC_FILE_DIRECTORY } from '../../sandbox/drupal/file-directories';
import { TOPIC_REFUSALS } from '../../sandbox/drupal/topic-posting-routes';
import { inGroup, postTopic, topicRow, type TopicForm, sandboxWithMember } from './group-requests';
import { logInAs, type LoggedIn } from './sandbox-harness';
import { rowsOf } from './view-answers';

const PDF = '%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n';
const FILM_HISTORY = '1';

describe.each(DRUPAL_MODES)('posting a topic (%s Drupal)', (drupal) => {
  const world = sandboxWithMember(drupal);
  let guest: LoggedIn;
  beforeAll(async () => {
    guest = await logInAs(world.sandbox.app, 'guest');
  });
  const uploads = () => join(dirname(world.sandbox.dbFile), 'uploads');
  const form = (overrides: Partial<TopicForm> = {}): TopicForm => ({
    group_id: FILM_HISTORY,
    title: 'Notes',
    ...overrides,
  });

  it('stores a member’s topic with its files under server-made names, and answers 201 with the nid', async () => {
    const response = await postTopic(
      world.sandbox.app,
      world.member,
      form({
        title: 'Syllabus',
        message: '<p><strong>Bold</strong></p>',
        files: [{ name: 'Syl labus.PDF', bytes: PDF }],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { nid } = response.json<{ nid: number }>();
    const topic = await topicRow(world.sandbox.app, world.member, nid);
    expect(topic).toMatchObject({
      title: 'Syllabus',
      body: '<p><strong>Bold</strong></p>',
      group_id: FILM_HISTORY,
    });
    const [file] = topic?.field_files ?? [];
    expect(file).toMatchObject({ name: 'Syl labus.PDF', size: String(PDF.length) });
    const storedName = file?.url.split('/').pop() ?? '';
    expect(storedName).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(readdirSync(uploads())).toContain(storedName);
    for (const served of [PUBLIC_FILE_DIRECTORY, PRIVATE_FILE_DIRECTORY])
      expect(readdirSync(served)).not.toContain(storedName);
  });

  // Drupal's default filename sanitization (file.settings: no transliteration, nothing replaced) keeps a
  // name's bidi controls; the portal neutralises them where it shows the name (shown-file-name.ts).
  it('keeps a file name holding a bidi control as Drupal does, not refusing it', async () => {
    const files = [{ name: 'uni\u202Egnp.txt', bytes: 'plain notes\n' }];
    const response = await postTopic(world.sandbox.app, world.member, form({ files }));
    expect(response.statusCode, response.body).toBe(201);
    const topic = await topicRow(world.sandbox.app, world.member, response.json<{ nid: number }>().nid);
    expect(topic?.field_files[0]?.name).toBe('uni\u202Egnp.txt');
  });

  it('takes the newest topic to the top of its group’s list', async () => {
    const { nid } = (await postTopic(world.sandbox.app, world.member, form({ title: 'Newest' }))).json<{
      nid: number;
    }>();
    const answer = await world.sandbox.app.inject({
      url: `/cms/rest/views/group_topics/list/${FILM_HISTORY}?_format=json`,
      cookies: world.member.cookies,
    });
    const list = rowsOf<{ nid: string }>(answer.json(), drupal);
    expect(list[0]?.nid).toBe(String(nid));
  });

  it.each([
    ['a non-member of the association', () => guest, form(), TOPIC_REFUSALS.notAssociationMember],
    [
      'a member, for a group they are not in',
      () => world.member,
      form({ group_id: '3' }),
      TOPIC_REFUSALS.notMember,
    ],
    [
      'a member, for a group that does not exist',
      () => world.member,
      form({ group_id: '999' }),
      TOPIC_REFUSALS.notMember,
    ],
  ])('refuses %s with 403', async (_, who, body, message) => {
    const response = await postTopic(world.sandbox.app, who(), body);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message });
  });

  it('refuses a non-member of the association even in a group it is in', async () => {
    inGroup(world.sandbox.dbFile, FILM_HISTORY, guest);
    const response = await postTopic(world.sandbox.app, guest, form());
    expect([response.statusCode, response.json()]).toEqual([
      403,
      { message: TOPIC_REFUSALS.notAssociationMember },
    ]);
  });

  it('refuses anonymous visitors and requests without the CSRF header, in either Drupal', async () => {
    expect((await postTopic(world.sandbox.app, undefined, form())).statusCode).toBe(403);
    const headerless = await postTopic(world.sandbox.app, world.member, form(), false);
    expect(headerless.statusCode).toBe(403);
    expect(headerless.json()).toEqual({ message: 'X-CSRF-Token request header is missing' });
  });

  it('wants a title', async () => {
    const response = await postTopic(world.sandbox.app, world.member, form({ title: '  ' }));
    expect([response.statusCode, response.json()]).toEqual([400, { message: 'The title is required.' }]);
  });

  it.each([
    ['a program', 'setup.exe', 'MZ', FILE_REFUSALS.type],
    ['no extension', 'README', 'text', FILE_REFUSALS.type],
    ['a program renamed to PDF', 'paper.pdf', 'MZ\x90\x00', FILE_REFUSALS.content('paper.pdf')],
    ['a PDF renamed to JPEG', 'photo.jpg', PDF, FILE_REFUSALS.content('photo.jpg')],
    ['binary text', 'notes.txt', 'a\x00b', FILE_REFUSALS.content('notes.txt')],
  ])('refuses %s with 400 and stores nothing', async (_, name, bytes, message) => {
    const before = readdirSync(uploads()).length;
    const files = [
      { name: 'fine.pdf', bytes: PDF },
      { name, bytes: Buffer.from(bytes, 'latin1') },
    ];
    const response = await postTopic(
      world.sandbox.app,
      world.member,
      form({ title: `Refused ${name}`, files }),
    );
    expect([response.statusCode, response.json()]).toEqual([400, { message }]);
    expect(readdirSync(uploads())).toHaveLength(before);
  });

  it('accepts a file of exactly 32 MB', async () => {
    const limit = Buffer.alloc(MAX_FILE_BYTES, 0x20);
    limit.write('%PDF-');
    const response = await postTopic(
      world.sandbox.app,
      world.member,
      form({ files: [{ name: 'limit.pdf', bytes: limit }] }),
    );
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses a file one byte above 32 MB', async () => {
    const big = Buffer.alloc(MAX_FILE_BYTES + 1, 0x20);
    big.write('%PDF-');
    const response = await postTopic(
      world.sandbox.app,
      world.member,
      form({ files: [{ name: 'big.pdf', bytes: big }] }),
    );
    expect([response.statusCode, response.json()]).toEqual([400, { message: FILE_REFUSALS.size }]);
  });
});
