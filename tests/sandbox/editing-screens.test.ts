import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount, type DemoAccountKey } from '../../sandbox/demo-data/accounts';
import { logIn, startTestSandbox, type TestSandbox } from './sandbox-harness';

/**
 * Every content-system link the portal makes lands on a screen of the Drupal stand-in: core's node
 * screens and the Group module's (3.x link templates of its Group and GroupRelationship entities).
 */
describe('the content system’s editing screens', () => {
  let sandbox: TestSandbox;
  const cookiesOf: Partial<Record<DemoAccountKey, Record<string, string>>> = {};
  const open = (url: string, as?: DemoAccountKey) =>
    sandbox.app.inject({ url, ...(as && { cookies: cookiesOf[as] }) });

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    for (const key of ['editor', 'admin', 'developer', 'member'] as const) {
      const { mail, password } = demoAccount(key);
      cookiesOf[key] = (await logIn(sandbox.app, mail, password)).cookies;
    }
  });
  afterAll(() => sandbox.dispose());

  const screens = [
    ['the header’s Edit (a page)', '/cms/node/4/edit', 'Edit Basic page About us'],
    ['the header’s CMS', '/cms/admin/content', 'Content'],
    ['a topic’s edit icon', '/cms/node/902/edit', 'Edit Group topic'],
    ['a topic’s delete icon', '/cms/node/902/delete', 'Delete'],
    ['a group’s edit icon', '/cms/group/1/edit', 'Edit Film History'],
    ['a group’s delete icon', '/cms/group/1/delete', 'Delete Film History'],
    ['the group list’s create icon', '/cms/group/add/workgroup', 'Add Working group'],
    [
      'a group’s create-topic icon (the Group module’s create form)',
      '/cms/group/1/content/create/group_node:group_topic',
      'Add Group topic in Film History',
    ],
  ] as const;

  it.each(screens)(
    'opens %s for an editor, an administrator and a developer',
    async (_link, url, heading) => {
      for (const who of ['editor', 'admin', 'developer'] as const) {
        const answer = await open(url, who);
        expect(answer.statusCode, `${url} as ${who}`).toBe(200);
        expect(answer.headers['content-type']).toContain('text/html');
        expect(answer.body).toContain(`<h1>${heading}`);
      }
    },
  );

  it.each(screens)('refuses %s to an anonymous visitor and to a member (403)', async (_link, url) => {
    for (const who of [undefined, 'member'] as const) {
      const answer = await open(url, who);
      expect(answer.statusCode, `${url} as ${who ?? 'anonymous'}`).toBe(403);
      expect(answer.body).toContain('Access denied');
    }
  });

  it.each([
    '/cms/node/99999/edit',
    '/cms/node/abc/delete',
    '/cms/node/add/article',
    '/cms/group/999/edit',
    '/cms/group/999/delete',
    '/cms/group/add/club',
    '/cms/group/999/content/create/group_node:group_topic',
    '/cms/group/1/content/create/group_node:article',
  ])('answers 404 to an editor for %s, which names nothing the site has', async (url) => {
    expect((await open(url, 'editor')).statusCode).toBe(404);
  });
});
