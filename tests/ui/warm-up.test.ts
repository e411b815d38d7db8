import { describe, expect, it } from 'vitest';
import { NotFoundPage, SearchPage } from '@/ui/app/routes';
import { warmUp } from '@/ui/app/warm-up';
import { openWorldTab } from '../support/session-fakes';

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
});
