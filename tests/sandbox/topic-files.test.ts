import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { READING_LIST_PDF } from '../../sandbox/demo-data/topics';
import { DRUPAL_MODES } from '../../sandbox/drupal/drupal-mode';
import { contentDisposition } from '../../sandbox/drupal/topic-file-routes';
import { pdfStructureProblems } from './pdf-structure';
import { changeMembership, inGroup, postTopic, topicRow, sandboxWithMember } from './group-requests';
import { logInAs, startTestSandbox, type LoggedIn } from './sandbox-harness';

const SEEDED_URL = `/cms/system/files/topics/${READING_LIST_PDF.storedName}`;

describe.each(DRUPAL_MODES)('topic attachments (%s Drupal)', (drupal) => {
  const world = sandboxWithMember(drupal);
  const download = (url: string, who?: LoggedIn) => world.sandbox.app.inject({ url, cookies: who?.cookies });

  it('gives a member of the group the seeded PDF, a sound one, offered under its own name', async () => {
    const response = await download(SEEDED_URL, world.member);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="reading-list.pdf"');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(pdfStructureProblems(response.rawPayload)).toEqual([]);
    expect(response.rawPayload.toString('latin1')).toBe(READING_LIST_PDF.content);
  });

  it('gives back the very bytes a member uploaded', async () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x80, 0xfe]);
    const posted = await postTopic(world.sandbox.app, world.member, {
      group_id: '1',
      title: 'A still',
      files: [{ name: 'still.JPG', bytes }],
    });
    const topic = await topicRow(world.sandbox.app, world.member, posted.json<{ nid: number }>().nid);
    const response = await download(`/cms${topic?.field_files[0]?.url ?? ''}`, world.member);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses anonymous visitors and users outside the group with 403, unknown names with 404', async () => {
    const guest = await logInAs(world.sandbox.app, 'guest');
    expect((await download(SEEDED_URL)).statusCode).toBe(403);
    expect((await download(SEEDED_URL, guest)).statusCode).toBe(403);
    expect((await download('/cms/system/files/topics/..%2Fsandbox.sqlite', world.member)).statusCode).toBe(
      404,
    );
  });

  it('refuses a non-member of the association with 403, even in the topic’s group', async () => {
    const guest = await logInAs(world.sandbox.app, 'guest');
    inGroup(world.sandbox.dbFile, 1, guest);
    const response = await download(SEEDED_URL, guest);
    expect([response.statusCode, response.json()]).toEqual([403, { message: 'Access denied.' }]);
  });

  it('stops serving the group’s files to a member who left', async () => {
    const reader = await logInAs(world.sandbox.app, 'admin');
    expect((await download(SEEDED_URL, reader)).statusCode).toBe(200);
    await changeMembership(world.sandbox.app, reader, 'leave', 1);
    expect((await download(SEEDED_URL, reader)).statusCode).toBe(403);
  });
});

describe('the upload folder', () => {
  it('sits next to the database, and gets the seeded files back when they are missing', async () => {
    const first = await startTestSandbox();
    await first.close();
    rmSync(join(dirname(first.dbFile), 'uploads'), { recursive: true });
    const again = await startTestSandbox({ dbFile: first.dbFile });
    const member = await logInAs(again.app, 'member');
    expect((await again.app.inject({ url: SEEDED_URL, cookies: member.cookies })).statusCode).toBe(200);
    await again.close();
    await first.dispose();
  });
});

describe('Content-Disposition', () => {
  it.each([
    ['report.pdf', 'attachment; filename="report.pdf"'],
    [
      'a "quoted" name.txt',
      'attachment; filename="a _quoted_ name.txt"; filename*=UTF-8\'\'a%20%22quoted%22%20name.txt',
    ],
    ['Übersicht.pdf', 'attachment; filename="_bersicht.pdf"; filename*=UTF-8\'\'%C3%9Cbersicht.pdf'],
  ])('offers %s safely', (name, header) => {
    expect(contentDisposition(name)).toBe(header);
  });
});
