import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupGateway } from '@/application/groups/group-gateway';
import { DRUPAL_MODES } from '../../sandbox/drupal/drupal-mode';
import { credentials, DEMO_ACCOUNTS, logInOrFail } from '../support/demo-accounts';
import { DEMO_TOPIC_NIDS } from '../support/demo-groups';
import { connectToSandbox } from '../support/sandbox-adapters';
import { startSandbox, type RunningSandbox } from '../support/sandbox-server';

/** Every `src` of the pictures in `html`, in order. */
const sourcesIn = (html: string) =>
  [...html.matchAll(/<img\b[^>]*\ssrc="([^"]*)"/g)].map((found) => found[1]);

/**
 * The Drupal adapter reads a comment's pictures as the content system's filter drew them (basic_html keeps a
 * raster picture the site holds, and puts core's "Image removed." icon in place of any other), with their
 * addresses rebased on Drupal's base, so that what the portal draws loads from the content system. Against the
 * sandbox only: the in-memory fake keeps member HTML as written, with no filter to play.
 */
describe.each(DRUPAL_MODES)('member pictures read through the Drupal adapter (%s Drupal)', (drupal) => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ drupal });
  });
  afterAll(() => sandbox.close());

  it('keeps the site’s raster picture and marks the others, each at the content system’s address', async () => {
    const { container, accounts } = connectToSandbox(sandbox.url);
    await logInOrFail(accounts, ...credentials('member'));
    const groups = container.get(GroupGateway);
    const html =
      '<p><img src="/sites/default/files/projection-booth.png" alt="The booth">' +
      '<img src="/sites/default/files/projector.svg" alt="A drawing"><img src="https://elsewhere.example/a.png"></p>';
    await groups.postComment(DEMO_ACCOUNTS.member.user.uid, DEMO_TOPIC_NIDS.readingList, html);
    const drawn = (await groups.getTopic(DEMO_TOPIC_NIDS.readingList))?.comments.at(-1)?.bodyHtml ?? '';

    const base = `${sandbox.url}/cms`;
    const mark = `${base}/core/misc/icons/e32700/error.svg`;
    expect(sourcesIn(drawn)).toEqual([`${base}/sites/default/files/projection-booth.png`, mark, mark]);
    expect(drawn).toContain('alt="The booth"');
    expect(drawn.match(/alt="Image removed\."/g)).toHaveLength(2);
    for (const source of new Set(sourcesIn(drawn))) {
      const answer = await fetch(source!);
      expect([answer.status, answer.headers.get('content-type')], source).toEqual([
        200,
        source === mark ? 'image/svg+xml' : 'image/png',
      ]);
    }
  });
});
