import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TOPIC_REFUSALS } from '../../sandbox/drupal/topic-posting-routes';
import { multipart, sandboxWithMember, type TopicForm } from './group-requests';
import { logInAs, type LoggedIn } from './sandbox-harness';

const PDF_HEAD = '%PDF-1.4\n';

/** A request body that sends `head` and then as much more as `more()` is later asked for. */
class HeldBody extends Readable {
  private tail: Buffer | null = null;
  constructor(head: Buffer) {
    super();
    this.push(head);
  }
  override _read(): void {}
  /** Sends the rest and ends the body. */
  release(rest: Buffer): void {
    this.push(rest);
    this.push(null);
  }
}

describe('topic uploads, checked before they are read', () => {
  const world = sandboxWithMember('site');
  let guest: LoggedIn;
  /** A member of the association (the membership system locks its login, the content system does not). */
  let locked: LoggedIn;
  const held: HeldBody[] = [];
  beforeAll(async () => {
    guest = await logInAs(world.sandbox.app, 'guest');
    locked = await logInAs(world.sandbox.app, 'locked');
  });
  afterEach(() => held.splice(0).forEach((body) => body.destroy()));

  const uploads = () => join(dirname(world.sandbox.dbFile), 'uploads');
  const form = (overrides: Partial<TopicForm> = {}): TopicForm => ({
    group_id: '1',
    title: 'Notes',
    files: [
      { name: 'notes.pdf', bytes: Buffer.concat([Buffer.from(PDF_HEAD), Buffer.alloc(4 << 20, 0x20)]) },
    ],
    ...overrides,
  });

  /** Posts the form's body up to `cut` bytes (where `cut` finds it), holding the rest back. */
  async function postHeld(who: LoggedIn, topic: TopicForm, cut: (body: Buffer) => number) {
    const { body, contentType } = await multipart(topic);
    const at = cut(body);
    const stream = new HeldBody(body.subarray(0, at));
    held.push(stream);
    const answer = world.sandbox.app.inject({
      method: 'POST',
      url: '/cms/necs-workgroup/post-topic',
      cookies: who.cookies,
      headers: { 'content-type': contentType, 'x-csrf-token': who.csrfToken },
      payload: stream,
    });
    return { answer, release: () => stream.release(body.subarray(at)) };
  }

  /** Settles with the answer, or with 'still reading' when none came within the time. */
  const within = <T>(answer: Promise<T>, ms = 3000) =>
    Promise.race([
      answer,
      new Promise<'still reading'>((resolve) => setTimeout(() => resolve('still reading'), ms)),
    ]);

  it.each([
    ['outside the association', () => guest, TOPIC_REFUSALS.notAssociationMember],
    ['of the association in no group at all', () => locked, TOPIC_REFUSALS.notMember],
  ])('refuses an account %s before reading any of the body', async (_, who, message) => {
    const { answer } = await postHeld(who(), form(), () => 10);
    const response = await within(answer);
    expect(response).not.toBe('still reading');
    if (response === 'still reading') return;
    expect([response.statusCode, response.json()]).toEqual([403, { message }]);
  });

  it('refuses a member posting to another group as soon as group_id has arrived, before any file', async () => {
    const { answer } = await postHeld(
      world.member,
      form({ group_id: '3' }),
      (body) => body.indexOf(PDF_HEAD) + 4,
    );
    const response = await within(answer);
    expect(response).not.toBe('still reading');
    if (response === 'still reading') return;
    expect(response.statusCode).toBe(403);
  });

  it('streams a file to disk in the uploads folder while it arrives, not into memory', async () => {
    const before = new Set(readdirSync(uploads()));
    const { answer, release } = await postHeld(
      world.member,
      form(),
      (body) => body.indexOf(PDF_HEAD) + (2 << 20),
    );
    // Looked at until more than a megabyte has arrived on disk, however slowly a busy machine writes it: a
    // sandbox that kept the file in memory never gets there, and the test runs out of time.
    let seen = 0;
    while (seen <= 1 << 20) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const arriving = readdirSync(uploads()).filter((name) => !before.has(name));
      seen = Math.max(0, ...arriving.map((name) => statSync(join(uploads(), name)).size));
    }
    release();
    expect((await answer).statusCode).toBe(201);
    expect(seen).toBeGreaterThan(1 << 20);
  });

  it('leaves no partial file behind when a post is refused', async () => {
    const before = readdirSync(uploads()).length;
    const files = [
      { name: 'big.pdf', bytes: Buffer.concat([Buffer.from(PDF_HEAD), Buffer.alloc(1 << 20)]) },
      { name: 'fake.pdf', bytes: 'MZ' },
    ];
    const { answer, release } = await postHeld(world.member, form({ files }), (body) => body.length);
    release();
    expect((await answer).statusCode).toBe(400);
    expect(readdirSync(uploads())).toHaveLength(before);
  });

  /** Posts a raw multipart body of these parts, as a client other than the portal might. */
  async function postParts(parts: { name: string; value: string; file?: string }[]) {
    const data = new FormData();
    for (const part of parts)
      if (part.file) data.append(part.name, new Blob([part.value]), part.file);
      else data.append(part.name, part.value);
    const request = new Request('http://sandbox.test/', { method: 'POST', body: data });
    return world.sandbox.app.inject({
      method: 'POST',
      url: '/cms/necs-workgroup/post-topic',
      cookies: world.member.cookies,
      headers: {
        'content-type': request.headers.get('content-type') ?? '',
        'x-csrf-token': world.member.csrfToken,
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  }
  const fields = (extra: { name: string; value: string; file?: string }[] = []) => [
    { name: 'group_id', value: '1' },
    { name: 'title', value: 'Limits' },
    { name: 'message', value: '<p>Hi</p>' },
    { name: 'group', value: 'Film History' },
    ...extra,
  ];

  it.each([
    [
      '21 files',
      fields(
        Array.from({ length: 21 }, (_, index) => ({
          name: 'field_files[]',
          value: 'x',
          file: `${index}.txt`,
        })),
      ),
    ],
    ['a message over 8 MB', [...fields().slice(0, 2), { name: 'message', value: 'x'.repeat((8 << 20) + 1) }]],
    [
      'more fields than the form has',
      fields(Array.from({ length: 20 }, (_, index) => ({ name: `extra${index}`, value: 'x' }))),
    ],
  ])('refuses %s with 413 and stores nothing', async (_case, parts) => {
    const before = readdirSync(uploads()).length;
    const response = await postParts(parts);
    expect(response.statusCode).toBe(413);
    expect(readdirSync(uploads())).toHaveLength(before);
  });

  it('still takes 20 files in one post', async () => {
    const files = Array.from({ length: 20 }, (_, index) => ({
      name: 'field_files[]',
      value: 'x',
      file: `${index}.txt`,
    }));
    const response = await postParts(fields(files));
    expect(response.statusCode, response.body).toBe(201);
    expect(existsSync(uploads())).toBe(true);
  });
});
