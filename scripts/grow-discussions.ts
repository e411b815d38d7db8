import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { commentRequest, topicFormData } from '../src/infrastructure/drupal/wire/topic-requests';
import { demoAccount } from '../sandbox/demo-data/accounts';

/**
 * The bench's and the browser tests' large discussions: grows a working group by `topics` topics and a
 * topic by `comments` comments through the content system's own routes, as a member would post them (JSON
 * login, then the session cookie and CSRF token on every post). Against the sandbox (`npm start`, or one a
 * test started) or any Drupal with the same routes and a member of the group.
 *
 *   npx tsx scripts/grow-discussions.ts [--base http://localhost:8080] [--topics 300] [--comments 1000]
 */

export interface Growth {
  /** The portal's origin; Drupal answers under `{base}/cms/`. */
  readonly base: string;
  readonly groupId?: number;
  readonly groupTitle?: string;
  readonly topicNid?: number;
  readonly topics?: number;
  readonly comments?: number;
  /** Who posts: a member of the group (Marta Kowalska, of Film History, unless told). */
  readonly mail?: string;
  readonly password?: string;
  /** The `{app}` segment of the custom module's paths. */
  readonly appName?: string;
}

/** Posts at a time: enough to keep the server busy, few enough not to look like an attack. */
const IN_FLIGHT = 8;

export async function growDiscussions(growth: Growth): Promise<{ topics: number; comments: number }> {
  const member = demoAccount('member');
  const {
    base,
    groupId = 1,
    groupTitle = 'Film History',
    topicNid = 902,
    topics = 300,
    comments = 1000,
    mail = member.mail,
    password = member.password,
    appName = 'necs',
  } = growth;
  const cms = `${base.replace(/\/$/, '')}/cms`;
  const session = await logIn(cms, mail, password);

  await inBatches(topics, (n) =>
    session.post(
      `${cms}/${appName}-workgroup/post-topic`,
      topicFormData({
        groupId,
        group: groupTitle,
        title: `Grown topic ${n}`,
        message: `<p>Topic ${n} of a grown group.</p>`,
        files: [],
      }),
    ),
  );
  // One after another: a discussion's comments are read in the order they were written.
  for (let n = 1; n <= comments; n++)
    await session.post(
      `${cms}/comment?_format=json`,
      JSON.stringify(commentRequest(topicNid, `<p>Grown comment ${n}.</p>`)),
      'application/json',
    );
  return { topics, comments };
}

async function logIn(cms: string, mail: string, password: string) {
  const answer = await fetch(`${cms}/user/login?_format=json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: mail, pass: password }),
  });
  if (!answer.ok) throw new Error(`Login as ${mail} failed: ${answer.status} ${await answer.text()}`);
  const { csrf_token: csrfToken } = (await answer.json()) as { csrf_token: string };
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return {
    async post(url: string, body: FormData | string, type?: string): Promise<void> {
      const headers: Record<string, string> = { Cookie: cookie, 'X-CSRF-Token': csrfToken };
      if (type) headers['Content-Type'] = type;
      const posted = await fetch(url, { method: 'POST', headers, body });
      if (!posted.ok) throw new Error(`POST ${url} failed: ${posted.status} ${await posted.text()}`);
    },
  };
}

async function inBatches(count: number, post: (n: number) => Promise<void>): Promise<void> {
  for (let start = 1; start <= count; start += IN_FLIGHT) {
    const batch = Array.from({ length: Math.min(IN_FLIGHT, count - start + 1) }, (_, i) => post(start + i));
    await Promise.all(batch);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      base: { type: 'string', default: 'http://localhost:8080' },
      topics: { type: 'string', default: '300' },
      comments: { type: 'string', default: '1000' },
    },
  });
  const grown = await growDiscussions({
    base: values.base,
    topics: Number(values.topics),
    comments: Number(values.comments),
  });
  console.log(`Grew group 1 by ${grown.topics} topics and topic 902 by ${grown.comments} comments.`);
}
