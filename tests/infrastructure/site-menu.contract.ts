import { expect, it } from 'vitest';
import type { SiteGateway } from '@/application/site/site-gateway';
import type { MenuItem } from '@/domain/menu/menu';

const byLabel = (items: readonly MenuItem[], label: string): MenuItem => {
  const item = items.find((candidate) => candidate.label === label);
  if (!item) throw new Error(`No menu item "${label}" in ${items.map((i) => i.label).join(', ')}`);
  return item;
};

/** The menu part of the SiteGateway contract (site-gateway.contract.ts), declared inside its describe. */
export function siteMenuAssertions(site: () => SiteGateway): void {
  it('reads the main menu in order, submenus from lists and from objects, logged-in-only items', async () => {
    const menu = await site().getMenu('main');
    expect(menu.map((item) => item.label)).toEqual([
      'Home',
      'About',
      'News',
      'Conferences',
      'Community',
      'Membership',
    ]);
    expect(byLabel(menu, 'Home')).toMatchObject({
      href: '/',
      nid: 1,
      children: [],
      visibility: { kind: 'everyone' },
    });
    expect(byLabel(menu, 'About').children.map((item) => item.label)).toEqual([
      'About us',
      'History',
      'Board',
    ]);
    expect(byLabel(menu, 'Conferences').children.map((item) => item.label)).toEqual([
      'Conferences',
      'Call for papers',
    ]);
    expect(byLabel(menu, 'Community').visibility).toEqual({ kind: 'logged-in' });
    expect(byLabel(menu, 'Membership').visibility).toEqual({ kind: 'everyone' });
  });

  it('reads footer visibility as role lists and node ids as numbers', async () => {
    const footer = await site().getMenu('footer');
    expect(byLabel(footer, 'Imprint')).toMatchObject({ nid: 10, visibility: { kind: 'everyone' } });
    expect(byLabel(footer, 'Member directory').visibility).toEqual({
      kind: 'roles',
      roles: ['member', 'organizer'],
    });
    expect(byLabel(footer, 'Editorial guide').visibility).toEqual({
      kind: 'roles',
      roles: ['editor', 'administrator'],
    });
  });

  it('reads a menu in German: translated labels where there are some, the English ones otherwise, the same links', async () => {
    const [english, german] = await Promise.all([
      site().getMenu('main'),
      site().getMenu('main', { language: 'de' }),
    ]);
    expect(german.map((item) => item.label)).toEqual([
      'Startseite',
      'Über NECS',
      'Neuigkeiten',
      'Tagungen',
      'Community',
      'Mitgliedschaft',
    ]);
    expect(byLabel(german, 'Über NECS').children.map((item) => item.label)).toEqual([
      'Über uns',
      'History',
      'Board',
    ]);
    const withoutLabels = (items: readonly MenuItem[]): unknown[] =>
      items.map(({ label: _label, children, ...rest }) => ({ ...rest, children: withoutLabels(children) }));
    expect(withoutLabels(german)).toEqual(withoutLabels(english));
    const footer = await site().getMenu('footer', { language: 'de' });
    expect(footer.map((item) => item.label)).toEqual([
      'Impressum',
      'Datenschutz',
      'Kontakt',
      'Member directory',
      'Editorial guide',
    ]);
  });

  it('reads a menu in a language without translations as the original', async () => {
    expect(await site().getMenu('main', { language: 'fr' })).toEqual(await site().getMenu('main'));
  });
}
