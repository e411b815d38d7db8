import { beforeEach, describe, expect, it } from 'vitest';
import { RemoteSystemError } from '@/application/remote-system-error';
import { LoadMenu } from '@/application/site/load-menu';
import { aMenuItem } from '../support/builders';
import { openWorldTab, type WorldTab } from '../support/session-fakes';

describe('LoadMenu', () => {
  let worldTab: WorldTab;
  const loadMenu = () => worldTab.container.get(LoadMenu);
  const site = () => worldTab.world.site;

  beforeEach(() => {
    worldTab = openWorldTab();
    site().setMenu('main', [aMenuItem('About', '/about-us')]);
    site().setMenu('footer', [aMenuItem('Imprint', '/imprint')]);
  });

  it('asks the content system once per menu type, however often and however concurrently it is wanted', async () => {
    const [first, second] = await Promise.all([loadMenu().load('main'), loadMenu().load('main')]);
    const third = await loadMenu().load('main');
    expect(first.map((item) => item.label)).toEqual(['About']);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(site().calls.menus).toEqual(['main']);
  });

  it('keeps the menu types apart', async () => {
    expect((await loadMenu().load('main')).map((item) => item.label)).toEqual(['About']);
    expect((await loadMenu().load('footer')).map((item) => item.label)).toEqual(['Imprint']);
    await loadMenu().load('footer');
    expect(site().calls.menus).toEqual(['main', 'footer']);
  });

  it('forgets a failed load, so a retry asks again', async () => {
    site().outage.start();
    await expect(loadMenu().load('main')).rejects.toBeInstanceOf(RemoteSystemError);
    site().outage.end();
    expect((await loadMenu().load('main')).map((item) => item.label)).toEqual(['About']);
    expect(site().calls.menus).toEqual(['main', 'main']);
  });

  it('forgets only the failed type', async () => {
    await loadMenu().load('footer');
    site().outage.start();
    await expect(loadMenu().load('main')).rejects.toThrow();
    // The footer, loaded before the outage, is still served without asking.
    expect((await loadMenu().load('footer')).map((item) => item.label)).toEqual(['Imprint']);
    expect(site().calls.menus).toEqual(['footer', 'main']);
  });
});
