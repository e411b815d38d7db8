import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { drawn, useFirstScreenSuite } from '../support/first-screen-suite';
import { DEMO_MEMBER, memberCookie } from '../support/member-cookie';
import { DEMO_EVENT_SETTINGS } from '../support/demo-proposals';
import { growDiscussions } from '../../scripts/grow-discussions';

/** A member's first screens, drawn on the server with their session (src/server/member-render.ts). */
describe('a member’s first screen', () => {
  const { render, sandboxUrl } = useFirstScreenSuite();
  const asMember = async (path: string) => render(path, null, { cookie: await memberCookie(sandboxUrl()) });

  it('draws a topic of their group with its comments, titled by the topic, kept from search engines', async () => {
    const outcome = await asMember('/group_topics/single/902');
    expect(outcome.kind).toBe('page');
    const screen = drawn(outcome);
    expect(screen?.html).toMatch(/<h1[^>]*>Reading list for the autumn seminar<\/h1>/);
    expect(screen?.html).toContain('Could we add Hansen’s essay?');
    expect(screen?.title).toBe('Reading list for the autumn seminar – NECS');
    expect(screen?.headTags).toContain('noindex');
    expect(screen?.drawnFor).toMatchObject({ session: { userId: DEMO_MEMBER.uid } });
    // The code it is taken over with, preloaded once painted: the writing part reads it, and fetches the calls.
    expect(screen?.modules).toEqual([
      'src/ui/groups/topic-page.tsx',
      'src/infrastructure/group-writing-bindings.ts',
      'src/infrastructure/drupal/drupal-topic-calls.ts',
    ]);
    // The build's manifest names modules by their path: one moved would be preloaded no more, unnoticed.
    for (const module of screen?.modules ?? []) expect(existsSync(module), module).toBe(true);
  });

  it('names the groups’ writing part with a group drawn for them, as their browser takes it over with it', async () => {
    const group = drawn(await asMember('/group/1'));
    expect(group?.modules).toContain('src/infrastructure/group-writing-bindings.ts');
    expect(group?.modules).not.toContain('src/infrastructure/group-reading-bindings.ts');
    for (const module of group?.modules ?? []) expect(existsSync(module), module).toBe(true);
  });

  it('draws a long discussion and a group with its topics in place, with no script the CSP would refuse', async () => {
    await growDiscussions({ base: sandboxUrl(), topics: 60, comments: 60 });
    for (const path of ['/group_topics/single/902', '/group/1']) {
      const screen = drawn(await asMember(path));
      // Only the JSON a page carries; React's scripts that put an outlined part in place would be refused.
      expect(screen?.html, path).not.toMatch(/<script(?![^>]*type="application\/json")/);
      // Nor a style attribute, which the policy refuses too (the member's HTML takes its words on take-over).
      expect(screen?.html, path).not.toMatch(/<[^>]+ style="/);
      // Nor a part the server failed to draw (React's template names the error): the editor holds its place.
      expect(screen?.html, path).not.toContain('<template');
    }
    const group = drawn(await asMember('/group/1'))?.html ?? '';
    // Past the 12.8 kB from which React would move a part out of line (draw-portal.tsx): 50 topics.
    expect(group.length).toBeGreaterThan(15_000);
    expect(group).toContain('Loading the form…');
  });

  it('draws the member area with what the content system knows, the proposals panel waiting for the browser', async () => {
    const outcome = await asMember('/my-necs');
    expect(outcome.kind).toBe('page');
    const screen = drawn(outcome);
    expect(screen?.title).toBe('My NECS – NECS');
    expect(screen?.headTags).toContain('noindex');
    expect(screen?.html).toMatch(/<h1[^>]*>My NECS<\/h1>/);
    expect(screen?.html).toMatch(/Welcome, [^<]+\./);
    expect(screen?.html).toContain(DEMO_MEMBER.mail);
    // Their working groups, read with their session.
    expect(screen?.html).toContain('>Film History</a>');
    // The proposal system answers the member's browser only: its panel waits there.
    expect(screen?.html).toMatch(/aria-labelledby="my-proposals"[\s\S]*Loading/);
    expect(screen?.drawnFor).toMatchObject({ session: { userId: DEMO_MEMBER.uid } });
  });

  it('draws a member’s pages in the language their browser chose, beside their session', async () => {
    const cookie = `${await memberCookie(sandboxUrl())}; necs_language=de`;
    const area = drawn(await render('/my-necs', null, { cookie }));
    expect(area?.lang).toBe('de');
    expect(area?.title).toBe('Mein NECS – NECS');
    expect(area?.html).toMatch(/Willkommen, [^<]+\./);
    const group = drawn(await render('/group/1', null, { cookie }));
    expect(group?.lang).toBe('de');
    expect(group?.html).toContain('>Abmelden<');
    expect(group?.drawnFor).toMatchObject({ session: { userId: DEMO_MEMBER.uid } });
  });

  it('draws the call (event, kinds, intro), the member’s form waiting for the browser', async () => {
    for (const path of ['/conference-proposals', '/conference-proposals/paper']) {
      const screen = drawn(await asMember(path));
      expect(screen?.title, path).toBe('Conference proposals – NECS');
      expect(screen?.html, path).toContain('aria-label="Main"');
      const main = /<main[^>]*>[\s\S]*<\/main>/.exec(screen?.html ?? '')?.[0] ?? '';
      expect(main, path).toContain(`>${DEMO_EVENT_SETTINGS.eventTitle}</h1>`);
      expect(main, path).toContain('aria-label="Proposal kinds"');
      expect(main, path).toContain(DEMO_EVENT_SETTINGS.intros.paper);
      expect(main, path).toContain('role="status"');
      expect(main, path).not.toContain('<form');
    }
    // An address that names no kind of proposal is the browser's to answer.
    expect((await asMember('/conference-proposals/poem')).kind).toBe('browser');
  });

  it('leaves the member’s own screens to the browser for a visitor', async () => {
    for (const path of ['/my-necs', '/conference-proposals'])
      expect((await render(path)).kind, path).toBe('browser');
  });

  it('leaves a topic to the browser for a visitor, whom the content system refuses it', async () => {
    expect((await render('/group_topics/single/902')).kind).toBe('browser');
  });

  it('draws a member and a visitor at the same time, in two languages, each as they alone see it', async () => {
    const cookie = `${await memberCookie(sandboxUrl())}; necs_language=de`;
    // Interleaved, each request's container made while the other's are drawing (server-composition.ts).
    const [member, visitor, memberAgain, visitorInGerman] = (
      await Promise.all([
        render('/group/1', null, { cookie }),
        render('/group/1', null, { acceptLanguage: 'en' }),
        render('/group/1', null, { cookie }),
        render('/group/1', null, { acceptLanguage: 'de' }),
      ])
    ).map(drawn);
    for (const screen of [member, memberAgain]) {
      expect(screen?.lang).toBe('de');
      expect(screen?.html).toContain('>Abmelden<');
      expect(screen?.drawnFor).toMatchObject({ session: { userId: DEMO_MEMBER.uid } });
    }
    expect(visitor?.lang).toBe('en');
    expect(visitorInGerman?.lang).toBe('de');
    for (const screen of [visitor, visitorInGerman]) {
      expect(screen?.html).not.toMatch(/>(Abmelden|Log out)</);
      expect(screen?.drawnFor).toBeUndefined();
    }
    expect(visitor?.html).not.toMatch(/Abmelden|Anmelden/);
  });
});
