import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppConfig } from '@/application/config/app-config';
import { Preferences } from '@/application/preferences/preferences';
import { SessionStore } from '@/application/session/session-store';
import { DrupalHttp } from '@/infrastructure/drupal/drupal-connection';
import { checkedConfig, requestContainer, serverDrupal } from '@/server/server-composition';
import { queryCacheOf } from '@/ui/shared/data/cache-of-container';
import { startRecordingServer, type RecordingServer } from '../support/recording-server';

/** A Drupal that answers every read with the cookie it came with: whose answer a request got shows in it. */
let drupal: RecordingServer;
beforeAll(async () => {
  drupal = await startRecordingServer(({ headers }) => ({ body: { cookie: headers.cookie ?? null } }));
});
afterAll(() => drupal.close());

const CONFIG_FILE = { cmsUrl: '/cms/' };
const MEMBER = 'SESSmember=one-members-session';

async function twoRequests() {
  const config = await checkedConfig(CONFIG_FILE);
  const composition = serverDrupal(`${drupal.origin}/cms/`);
  const member = requestContainer(config, composition, { language: 'de', sessionCookie: MEMBER });
  const visitor = requestContainer(config, composition, { language: 'en', sessionCookie: null });
  return { config, member, visitor };
}

describe('the server’s composition', () => {
  it('checks a config.json once for every page and feed drawn with it, and shares it', async () => {
    const { config, member, visitor } = await twoRequests();
    expect(await checkedConfig(CONFIG_FILE)).toBe(config);
    expect(member.get(AppConfig)).toBe(config);
    expect(visitor.get(AppConfig)).toBe(config);
  });

  it('gives each request its own session, preferences, query cache and Drupal client', async () => {
    const { member, visitor } = await twoRequests();
    expect(member.get(SessionStore)).not.toBe(visitor.get(SessionStore));
    expect(member.get(Preferences)).not.toBe(visitor.get(Preferences));
    expect(member.get(DrupalHttp)).not.toBe(visitor.get(DrupalHttp));
    expect(queryCacheOf(member)).not.toBe(queryCacheOf(visitor));
    // Their readers' languages, each its own, whatever the other asked for.
    expect(member.get(Preferences).snapshot().language).toBe('de');
    expect(visitor.get(Preferences).snapshot().language).toBe('en');
  });

  it('sends a member’s cookie with their calls only, at the same time as a visitor’s', async () => {
    const { member, visitor } = await twoRequests();
    const read = (container: typeof member) =>
      container
        .get(DrupalHttp)
        .get<{ cookie: string | null }>('necs-json/get/menu', { params: { type: 'main' } });
    // The same read at once: a visitor's reads are shared in flight, a member's never.
    const [asMember, asVisitor, asVisitorAgain] = await Promise.all([
      read(member),
      read(visitor),
      read(visitor),
    ]);
    expect(asMember.data.cookie).toBe(MEMBER);
    expect(asVisitor.data.cookie).toBeNull();
    expect(asVisitorAgain.data.cookie).toBeNull();
  });

  it('cancels one request’s calls when its signal aborts, and no other request’s', async () => {
    const config = await checkedConfig(CONFIG_FILE);
    const composition = serverDrupal(`${drupal.origin}/cms/`);
    const ended = new AbortController();
    const stopped = requestContainer(config, composition, {
      signal: ended.signal,
      language: 'en',
      sessionCookie: null,
    });
    const going = requestContainer(config, composition, { language: 'en', sessionCookie: null });
    ended.abort(new DOMException('The render ended', 'TimeoutError'));
    await expect(stopped.get(DrupalHttp).get('necs-json/get/menu')).rejects.toThrow();
    await expect(going.get(DrupalHttp).get('necs-json/get/menu')).resolves.toMatchObject({ status: 200 });
  });
});
