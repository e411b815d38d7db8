import { describe, expect, it, vi } from 'vitest';
import { GroupsLoader } from '@/application/groups/groups-loader';
import { override } from '@/infrastructure/container';
import { LoginPage, NotFoundPage, SearchPage, TopicPage } from '@/ui/app/routes';
import { warmUp } from '@/ui/app/warm-up';
import { logInAs, openWorldTab } from '../support/session-fakes';

/** A tab whose working groups' code is only noted as asked for, by part. */
function tabNotingGroupsCode() {
  const asked: string[] = [];
  const loader: GroupsLoader = {
    load: vi.fn(async () => void asked.push('reading')),
    loadWriting: vi.fn(async () => void asked.push('writing')),
  };
  return { tab: openWorldTab({}, [override(GroupsLoader, loader)]), asked };
}

const TOPIC_ANSWERS = ['menu:main', 'menu:footer', 'topic:903'];

describe('warmUp', () => {
  it('asks for a content page and both menus at once, before anything renders', () => {
    const { container, world } = openWorldTab();
    warmUp(container, '/about-us');
    expect(world.site.calls.pages).toEqual(['/about-us']);
    expect(world.site.calls.menus).toEqual(['main', 'footer']);
  });

  it('asks for no page on a screen of the portal’s own', () => {
    const { container, world } = openWorldTab();
    warmUp(container, '/user/login');
    warmUp(container, '/my-necs');
    expect(world.site.calls.pages).toEqual([]);
    expect(world.site.calls.menus).toEqual(['main', 'footer']);
  });

  it('brings the not-found screen’s code before React takes a server-drawn one over', async () => {
    const { container, world } = openWorldTab();
    await warmUp(container, '/404/nowhere', ['menu:main', 'menu:footer']);
    // Asked for afresh, a part not on its way yet would only now start, and still be pending.
    expect((NotFoundPage.preload() as Promise<unknown> & { status?: string }).status).toBe('fulfilled');
    expect(world.site.calls.menus).toEqual([]);
  });

  it('brings the search screen’s code before React takes server-drawn results over', async () => {
    const { container } = openWorldTab();
    await warmUp(container, '/search', ['menu:main', 'menu:footer', 'search:0:film:0']);
    expect((SearchPage.preload() as Promise<unknown> & { status?: string }).status).toBe('fulfilled');
  });

  it('brings the login form’s code before React takes a drawn one over, at its first-login address too', async () => {
    const { container, world } = openWorldTab();
    // Its code may have arrived for an earlier test: asking for it is what tells.
    const preload = vi.spyOn(LoginPage, 'preload');
    await warmUp(container, '/user/first-login', ['menu:main', 'menu:footer']);
    expect(preload).toHaveBeenCalled();
    preload.mockRestore();
    expect(world.site.calls.menus).toEqual([]);
  });

  it('brings a member’s topic screen and the groups’ writing code before React takes a drawn topic over', async () => {
    const { tab, asked } = tabNotingGroupsCode();
    await logInAs(tab);
    await warmUp(tab.container, '/group_topics/single/903', TOPIC_ANSWERS);
    expect((TopicPage.preload() as Promise<unknown> & { status?: string }).status).toBe('fulfilled');
    expect(asked).toEqual(['writing']);
  });

  it('brings only the reading part for a visitor’s drawn group', async () => {
    const { tab, asked } = tabNotingGroupsCode();
    await warmUp(tab.container, '/group/1', ['menu:main', 'menu:footer']);
    expect(asked).toEqual(['reading']);
  });
});
