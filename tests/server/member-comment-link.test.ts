import { describe, expect, it } from 'vitest';
import { useFirstScreenSuite } from '../support/first-screen-suite';
import { memberCookie } from '../support/member-cookie';
import { useServiceOnSandbox } from '../support/service-server';

/** Another member's comment on "Reading group sessions" (906), in the member's group. */
const SESSIONS_COMMENT = '/comment/25';
const AT_THE_COMMENT = '/group_topics/single/906#comment-25';

/**
 * A comment's link (`/comment/{cid}`, a stock Drupal's permalink) asked of the server by a member: answered with
 * where it leads, read with their session (src/server/comment-link-move.ts), never drawn.
 */
describe('a comment’s link asked of the server', () => {
  const { render, sandboxUrl } = useFirstScreenSuite();
  const asMember = async (path: string) => render(path, null, { cookie: await memberCookie(sandboxUrl()) });

  it('leads a member to the topic at the comment, the language chosen in the address kept', async () => {
    expect(await asMember(SESSIONS_COMMENT)).toEqual({ kind: 'moved', location: AT_THE_COMMENT });
    expect(await asMember(`${SESSIONS_COMMENT}?language=de`)).toEqual({
      kind: 'moved',
      location: '/group_topics/single/906?language=de#comment-25',
    });
  });

  it('leaves a comment that is not there, an address naming none, and a visitor to the browser', async () => {
    expect(await asMember('/comment/999999')).toEqual({ kind: 'browser' });
    expect(await asMember('/comment/x')).toEqual({ kind: 'browser' });
    expect(await render(SESSIONS_COMMENT)).toEqual({ kind: 'browser' });
  });
});

describe('a comment’s link answered by the first-screen service', () => {
  const service = useServiceOnSandbox();

  it('is a 303 to the topic at the comment, private and never stored, with no page', async () => {
    const cookie = await memberCookie(service.sandboxUrl());
    const answer = await fetch(`${service.origin()}${SESSIONS_COMMENT}`, {
      headers: { cookie, accept: 'text/html' },
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(AT_THE_COMMENT);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(await answer.text()).toBe('');
  });
});
