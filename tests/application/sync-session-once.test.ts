import { lastValueFrom } from 'rxjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { SessionStore } from '@/application/session/session-store';
import { SyncSession } from '@/application/session/sync-session';
import { LoadPage } from '@/application/site/load-page';
import { aPage } from '../support/builders';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { logInAs, reloadTab, openWorldTab, type WorldTab } from '../support/session-fakes';

/**
 * Issue 30: a member's tab asks "who is logged in?" as it starts (SessionStatus), while the screen's own page
 * is on its way. That page answer carries the session: asking `/` for it again was a second request, the
 * very same one on the member's `/`.
 */
describe('SyncSession.askOnce beside a page on its way', () => {
  let tab: WorldTab;
  const pagesAsked = () => tab.world.site.calls.pages;
  const sync = () => tab.container.get(SyncSession);
  const loadPage = () => tab.container.get(LoadPage);

  beforeEach(async () => {
    const first = openWorldTab();
    first.world.site.setPage('/about-us', aPage({ title: 'About us' }));
    await logInAs(first, DEMO_ACCOUNTS.member);
    // A reload of the member's tab: the login is remembered, but nothing has been heard from Drupal yet.
    tab = reloadTab(first);
    pagesAsked().length = 0;
  });

  it("takes the session from the member's home page being loaded: `/` is asked once", async () => {
    const page = lastValueFrom(loadPage().load('/'));
    await sync().askOnce();
    await page;
    expect(pagesAsked()).toEqual(['/']);
    expect(sync().hasAnswered).toBe(true);
    expect(tab.container.get(SessionStore).snapshot().session.userId).toBe(DEMO_ACCOUNTS.member.user.uid);
  });

  it('asks no page of its own beside another page on its way', async () => {
    const page = lastValueFrom(loadPage().load('/about-us'));
    await sync().askOnce();
    await page;
    expect(pagesAsked()).toEqual(['/about-us']);
  });

  it('applies the session of an early request its screen has not taken yet', async () => {
    loadPage().prefetch('/about-us');
    await sync().askOnce();
    expect(pagesAsked()).toEqual(['/about-us']);
    expect(sync().hasAnswered).toBe(true);
    // The screen then takes the same answer: still one request.
    await lastValueFrom(loadPage().load('/about-us'));
    expect(pagesAsked()).toEqual(['/about-us']);
  });

  it('asks for itself when no page is on its way', async () => {
    await sync().askOnce();
    expect(pagesAsked()).toEqual(['/']);
    expect(sync().hasAnswered).toBe(true);
  });

  it('asks for itself when the page on its way fails', async () => {
    tab.world.site.outage.start();
    const page = lastValueFrom(loadPage().load('/about-us')).catch(() => 'failed');
    const asked = sync().askOnce();
    // The page has failed already (its request went out above); Drupal answers again for the ask's own.
    tab.world.site.outage.end();
    await Promise.all([page, asked]);
    expect(pagesAsked()).toEqual(['/about-us', '/']);
    expect(tab.container.get(SessionStore).snapshot().session.userId).toBe(DEMO_ACCOUNTS.member.user.uid);
  });
});
