import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { DRUPAL_MODES } from '../../sandbox/drupal/drupal-mode';
import { postTopic, sandboxWithMember } from './group-requests';
import { logInAs } from './sandbox-harness';
import { search, type SearchRow } from './search-answers';

const titles = (rows: readonly SearchRow[]) => rows.map((row) => row.title);
const types = (rows: readonly SearchRow[]) => new Set(rows.map((row) => row.type));
/** Everything an excerpt holds once its `<strong>` are gone must be escaped text. */
const withoutStrong = (html: string) => html.replace(/<\/?strong>/g, '');

describe.each(DRUPAL_MODES)('site search (%s Drupal)', (drupal) => {
  const world = sandboxWithMember(drupal);
  const find = (keys: string, options?: Parameters<typeof search>[3]) =>
    search(world.sandbox.app, drupal, keys, options);

  it('finds pages, news and conferences, each row in the decided shape with a highlighted excerpt', async () => {
    const { rows } = await find('Lisbon');
    expect(types(rows)).toEqual(new Set(['page', 'news', 'conference']));
    for (const row of rows) {
      expect(typeof row.nid === (drupal === 'site' ? 'string' : 'number'), String(row.nid)).toBe(true);
      expect(Number.isInteger(Number(row.nid))).toBe(true);
      expect(row.url).toMatch(/^\//);
      expect(row.created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
      expect(withoutStrong(row.excerpt)).not.toMatch(/[<>]/);
    }
    expect(rows.some((row) => /<strong>Lisbon<\/strong>/i.test(row.excerpt))).toBe(true);
  });

  it('finds a node in the language asked for: its translation there, else its original, once each', async () => {
    const german = await find('Wien', { language: 'de' });
    expect(titles(german.rows)).toContain('Anmeldung für NECS 2026 in Wien geöffnet');
    expect(titles((await find('Vienna', { language: 'de' })).rows)).not.toContain(
      'Registration opens for NECS 2026 in Vienna',
    );
    expect(titles((await find('Wien')).rows)).not.toContain('Anmeldung für NECS 2026 in Wien geöffnet');
    // Untranslated nodes keep their original for a German reader, and no node comes twice.
    const lisbon = await find('Lisbon', { language: 'de' });
    expect(lisbon.rows.length).toBe((await find('Lisbon')).rows.length);
    expect(new Set(lisbon.rows.map((row) => row.nid)).size).toBe(lisbon.rows.length);
    const unknown = await find('Lisbon', { language: 'xx' });
    expect(titles(unknown.rows)).toEqual(titles((await find('Lisbon')).rows));
  });

  it('ranks a match in the title above matches in the text alone', async () => {
    const { rows } = await find('Lisbon');
    const firstTextOnly = rows.findIndex((row) => !/lisbon/i.test(row.title));
    const lastInTitle = rows.findLastIndex((row) => /lisbon/i.test(row.title));
    expect(lastInTitle).toBeGreaterThanOrEqual(0);
    if (firstTextOnly >= 0) expect(lastInTitle).toBeLessThan(firstTextOnly);
  });

  it('matches each word as a prefix, diacritics folded, and requires every word', async () => {
    const [prefix, whole] = await Promise.all([find('cinem'), find('cinema')]);
    expect(prefix.rows.length).toBeGreaterThanOrEqual(whole.rows.length);
    expect(prefix.rows.length).toBeGreaterThan(0);
    const [call, lisbon, both] = await Promise.all([find('call'), find('lisbon'), find('call lisbon')]);
    expect(both.rows.length).toBeGreaterThan(0);
    if (drupal === 'site') {
      const total = (answer: typeof both) => Number(answer.pager!.total_items);
      expect(total(both)).toBeLessThan(Math.min(total(call), total(lisbon)));
    }
    expect((await find('Lisbön')).rows.length).toBe((await find('lisbon')).rows.length);
  });

  it('finds nothing for empty keys, punctuation or a word no node has, and treats search syntax as text', async () => {
    for (const keys of ['', '   ', '?!', 'xylophonequartz']) expect((await find(keys)).rows).toEqual([]);
    for (const keys of ['"', 'cinema OR', 'NEAR(', '-film*', 'title:film']) {
      await expect(find(keys), keys).resolves.toBeTruthy();
    }
  });

  it('shows topics to the readers of the discussions only, as the topic views do, and counts only what the reader may see', async () => {
    const visitor = await find('reading list');
    expect(types(visitor.rows).has('topic')).toBe(false);
    const guest = await logInAs(world.sandbox.app, 'guest');
    expect(types((await find('reading list', { cookies: guest.cookies })).rows).has('topic')).toBe(false);
    const asMember = await find('reading list', { cookies: world.member.cookies });
    const topic = asMember.rows.find((row) => row.type === 'topic');
    expect(topic).toMatchObject({ title: 'Reading list for the autumn seminar', url: '/node/902' });
    // One rule with the topic views: a member of the association reads the documentary group's screening
    // notes without being in that group, in the search as in the view.
    expect(titles((await find('screening notes', { cookies: world.member.cookies })).rows)).toContain(
      'Screening notes',
    );
    const notes = await world.sandbox.app.inject({
      url: '/cms/rest/views/group_topics/single/904?_format=json',
      cookies: world.member.cookies,
    });
    expect(notes.json<{ title: string }[]>()[0]?.title).toBe('Screening notes');
    if (drupal === 'site') {
      expect(Number(asMember.pager!.total_items)).toBe(Number(visitor.pager!.total_items) + 1);
    }
  });

  it('finds a topic as soon as it is posted', async () => {
    const posted = await postTopic(world.sandbox.app, world.member, {
      group_id: '1',
      title: 'Quokkas on screen',
      message: '<p>A census of <em>marsupials</em> in film.</p>',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const { rows } = await find('marsupial', { cookies: world.member.cookies });
    expect(rows).toEqual([expect.objectContaining({ type: 'topic', title: 'Quokkas on screen' })]);
    expect(rows[0]!.excerpt).toContain('<strong>marsupials</strong>');
  });

  it('keeps in step with any write, escaping the text of the excerpt', async () => {
    const db = new Database(world.sandbox.dbFile);
    db.prepare(
      `INSERT INTO nodes (nid, uuid, type, title, path_alias, created, body)
       VALUES (8001, 'search-escape', 'news', 'Fish', '/news/fish', '2026-01-02T03:04:05+00:00',
       '<p>Zanzibar &amp; <em>chips</em>: 5 &lt; 6, "quoted" &#039;too&#039;</p><script>alert(1)</script>')`,
    ).run();
    const [inserted] = (await find('zanzibar')).rows;
    expect(inserted?.excerpt).toBe(
      '<strong>Zanzibar</strong> &amp; chips: 5 &lt; 6, &quot;quoted&quot; &#039;too&#039;',
    );
    db.prepare("UPDATE nodes SET title = 'Chips of Zanzibar' WHERE nid = 8001").run();
    expect(titles((await find('zanzibar')).rows)).toEqual(['Chips of Zanzibar']);
    db.prepare('DELETE FROM nodes WHERE nid = 8001').run();
    db.close();
    expect((await find('zanzibar')).rows).toEqual([]);
  });

  it('pages ten at a time on the site; a stock export sends the ten best', async () => {
    const first = await find('film');
    expect(first.rows.length).toBeLessThanOrEqual(10);
    if (drupal === 'core') {
      const asked = await find('film', { page: 1 });
      expect(titles(asked.rows)).toEqual(titles(first.rows));
      return;
    }
    expect(first.pager).toMatchObject({ current_page: '0', items_per_page: 10 });
    expect(Number(first.pager!.total_items)).toBeGreaterThan(10);
    const second = await find('film', { page: 1 });
    expect(second.pager!.current_page).toBe('1');
    expect(second.rows.some((row) => first.rows.some((seen) => seen.nid === row.nid))).toBe(false);
  });
});
