import { beforeEach, describe, expect, it } from 'vitest';
import type { SiteGateway } from '@/application/site/site-gateway';
import type { Paragraph } from '@/domain/pages/paragraph';
import { canSeeHeaderEditButtons, heldRoles, holdsRole } from '@/domain/session/roles';
import { isMember } from '@/domain/session/session';
import { siteMenuAssertions } from './site-menu.contract';
import { credentials } from '../support/demo-accounts';

export interface SiteContractWorld {
  readonly site: SiteGateway;
  /** Logs this browser in as one of the sandbox's demo accounts. */
  logIn(mail: string, password: string): Promise<void>;
  /** Ends every session on the server side, as a timeout would. */
  expireSessions(): Promise<void>;
}

const ofType = <T extends Paragraph['type']>(paragraphs: readonly Paragraph[], type: T) =>
  paragraphs.filter((p): p is Extract<Paragraph, { type: T }> => p.type === type);

/** What every SiteGateway does, stated once: run against the in-memory fake and the Drupal adapter. */
export function siteGatewayContract(name: string, setup: () => Promise<SiteContractWorld>): void {
  describe(`${name} (SiteGateway contract)`, () => {
    let world: SiteContractWorld;
    beforeEach(async () => {
      world = await setup();
    });
    siteMenuAssertions(() => world.site);

    it('answers a page with its node and its paragraphs in order, children naming their section', async () => {
      const { node } = await world.site.getPage('/about-us');
      expect(node).toMatchObject({ nid: 4, title: 'About us', contentType: 'page' });
      const [first, ...children] = node!.paragraphs;
      expect(first).toMatchObject({ type: 'layout', layout: 'layout_twocol' });
      expect(children.every((child) => child.parentUuid === first!.uuid)).toBe(true);
      expect(children.map((child) => child.region)).toEqual(
        expect.arrayContaining(['top', 'first', 'second', '_disabled']),
      );
      expect(ofType(children, 'image')[0]).toMatchObject({
        src: expect.stringMatching(/\S/),
        alt: expect.stringMatching(/\S/),
      });
    });

    it('answers a page in the language asked where it is translated, saying which language it is in', async () => {
      const { node } = await world.site.getPage('/about-us', { language: 'de' });
      expect(node).toMatchObject({ nid: 4, title: 'Über uns', language: 'de' });
      expect(node!.paragraphs.filter((paragraph) => paragraph.type === 'text')[0]).toMatchObject({
        title: 'Über uns',
      });
    });

    it('answers the original with its own language for English, an untranslated page or a language it lacks', async () => {
      const [english, board, french] = await Promise.all([
        world.site.getPage('/about-us', { language: 'en' }),
        world.site.getPage('/about-us/board', { language: 'de' }),
        world.site.getPage('/about-us', { language: 'fr' }),
      ]);
      expect(english.node).toMatchObject({ title: 'About us', language: 'en' });
      expect(board.node).toMatchObject({ title: 'Board', language: 'en' });
      expect(french.node).toMatchObject({ title: 'About us', language: 'en' });
      expect((await world.site.getPage('/no-such-page', { language: 'de' })).node).toBeNull();
    });

    it('reads each layout id as its layout family', async () => {
      const { node } = await world.site.getPage('/about-us/board');
      expect(ofType(node!.paragraphs, 'layout').map((p) => p.layout)).toEqual(['layout_threecol']);
    });

    it('reads the list paragraphs with their settings', async () => {
      const [home, news, conferences, history] = await Promise.all(
        ['/', '/news', '/conferences', '/about-us/history'].map((path) => world.site.getPage(path)),
      );
      expect(ofType(home!.node!.paragraphs, 'news-list')).toEqual([
        expect.objectContaining({ display: 'teaser', limit: 3, jsonUrl: '' }),
      ]);
      expect(ofType(news!.node!.paragraphs, 'news-list')[0]).toMatchObject({
        limit: 0,
        jsonUrl: 'rest/views/public_news/teaser',
      });
      expect(ofType(conferences!.node!.paragraphs, 'conference-list')[0]).toMatchObject({
        display: 'teaser',
      });
      expect(ofType(history!.node!.paragraphs, 'timeline')[0]).toMatchObject({ reversed: false });
    });

    it('answers a path without a page with no node, but still with the session', async () => {
      const answer = await world.site.getPage('/no-such-page');
      expect(answer.node).toBeNull();
      expect(answer.session.userId).toBe(0);
    });

    it('reports an anonymous visitor as user 0, no member, no roles', async () => {
      const { session } = await world.site.getPage('/');
      expect(session.userId).toBe(0);
      expect(isMember(session)).toBe(false);
      expect(heldRoles(session.roles)).toEqual([]);
    });

    it("reports a member's session after login", async () => {
      await world.logIn(...credentials('member'));
      const { session } = await world.site.getPage('/');
      expect(session).toMatchObject({ userId: 7, userName: 'marta.kowalska' });
      expect(isMember(session)).toBe(true);
      expect(heldRoles(session.roles)).toEqual(['member']);
    });

    it('keeps is_member sent as the string "true" and reads the organizer role', async () => {
      await world.logIn(...credentials('organizer'));
      const { session } = await world.site.getPage('/');
      expect(session.isMember).toBe('true');
      expect(isMember(session)).toBe(true);
      expect(holdsRole(session.roles, 'organizer')).toBe(true);
    });

    it.each([
      ['editor', ['editor'], true],
      ['admin', ['administrator'], true],
      ['developer', ['developer'], false],
    ] as const)(
      "reads the %s's roles, which decide the header's Edit and CMS",
      async (account, roles, editButtons) => {
        await world.logIn(...credentials(account));
        const { session } = await world.site.getPage('/about-us');
        expect(heldRoles(session.roles)).toEqual(roles);
        expect(canSeeHeaderEditButtons(session.roles)).toBe(editButtons);
      },
    );

    it('reports a logged-in guest as no member', async () => {
      await world.logIn(...credentials('guest'));
      const { session } = await world.site.getPage('/');
      expect(session.userId).toBe(8);
      expect(isMember(session)).toBe(false);
    });

    it('refreshes the session and keeps it', async () => {
      await world.logIn(...credentials('member'));
      await expect(world.site.refreshSession()).resolves.toBeUndefined();
      expect((await world.site.getPage('/')).session.userId).toBe(7);
    });

    it('reports user 0 again once the server has ended the session', async () => {
      await world.logIn(...credentials('member'));
      await world.expireSessions();
      expect((await world.site.getPage('/')).session).toMatchObject({ userId: 0, isMember: false });
    });
  });
}
