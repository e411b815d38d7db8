import { describe, expect, it } from 'vitest';
import { warmUp } from '@/ui/app/warm-up';
import { sessionTestbed } from '../support/session-fakes';

describe('warmUp', () => {
  it('asks for a content page and both menus at once, before anything renders', () => {
    const { container, world } = sessionTestbed();
    warmUp(container, '/about-us');
    expect(world.site.calls.pages).toEqual(['/about-us']);
    expect(world.site.calls.menus).toEqual(['main', 'footer']);
  });

  it('asks for no page on a screen of the portal’s own', () => {
    const { container, world } = sessionTestbed();
    warmUp(container, '/user/login');
    warmUp(container, '/my-necs');
    expect(world.site.calls.pages).toEqual([]);
    expect(world.site.calls.menus).toEqual(['main', 'footer']);
  });
});
