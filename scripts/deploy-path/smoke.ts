import { demoAccount } from '../../sandbox/demo-data/accounts';

/** What a page answer must show; the first thing that does not is thrown, named. */
function expectThat(ok: boolean, what: string): void {
  if (!ok) throw new Error(`smoke through nginx: ${what}`);
}

const page = async (url: string, headers: Record<string, string> = {}) => {
  const answer = await fetch(url, { headers: { accept: 'text/html', ...headers } });
  return { answer, html: await answer.text(), cache: answer.headers.get('x-cache-status') };
};

/**
 * Through nginx as a deployment serves it: a drawn page (then from the cache), a member's page after a login
 * at the sandbox's Drupal (drawn for them, never cached), the news feed, and a refresh with the secret that
 * only the exact secret triggers.
 */
export async function smoke(origin: string, refreshSecret: string): Promise<void> {
  const first = await page(`${origin}/`);
  expectThat(first.answer.status === 200 && first.html.includes('id="first-screen"'), '/ is a drawn page');
  expectThat((await page(`${origin}/`)).cache === 'HIT', 'the second / comes from the page cache');

  const member = demoAccount('member');
  const login = await fetch(`${origin}/cms/user/login?_format=json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: member.mail, pass: member.password }),
  });
  const session = /^(S?SESS\w+=[^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
  expectThat(login.status === 200 && session !== undefined, 'a member logs in at Drupal through nginx');
  const mine = await page(`${origin}/`, { cookie: session! });
  expectThat(mine.html.includes('id="first-screen-reader"'), "the member's / is drawn for them");
  expectThat(mine.cache === 'BYPASS', "the member's page bypasses the cache");
  expectThat(/private/.test(mine.answer.headers.get('cache-control') ?? ''), "the member's page is private");

  const feed = await fetch(`${origin}/rss.xml`);
  expectThat(feed.status === 200, '/rss.xml answers');
  expectThat(/application\/rss\+xml/.test(feed.headers.get('content-type') ?? ''), '/rss.xml is RSS');
  expectThat((await feed.text()).includes('<rss'), '/rss.xml holds a feed');

  expectThat(
    (await page(`${origin}/`, { 'x-necs-refresh': refreshSecret })).cache === 'BYPASS',
    'the secret refreshes',
  );
  const upper = refreshSecret.toUpperCase();
  expectThat(
    (await page(`${origin}/`, { 'x-necs-refresh': upper })).cache === 'HIT',
    'another case does not',
  );
  console.log(
    'smoke: a drawn page, a cached one, a member’s page, /rss.xml, a refresh with the secret: all as expected',
  );
}
