import { describe, expect, it } from 'vitest';
import { SiteGateway } from '@/application/site/site-gateway';
import { containerAt } from '../support/container-at';
import { useRecordingServer } from '../support/recording-server';

/** How DrupalSiteGateway reads menus and refreshes the session, odd PHP shapes included. */
describe('DrupalSiteGateway menus, wire quirks', () => {
  const server = useRecordingServer();
  const site = () => containerAt(server.origin).get(SiteGateway);
  const item = (label: string, extra: object = {}) => ({
    label,
    href: `/${label}`,
    nid: '',
    sub: '',
    ...extra,
  });
  const rule = (flag: unknown) => ({ attributes: { attributes: { show_item_by_role: flag } } });

  it('reads submenus that are empty strings, null or objects, flags of every PHP kind and empty nids', async () => {
    server.reply = {
      body: [
        item('a', { nid: '5', sub: { z: item('a1'), b: item('a2', { sub: null }) }, ...rule(1) }),
        item('b', rule(true)),
        item('c', rule('0')),
        item('d', { attributes: [] }),
        item('e', rule('1')),
        { label: 'f', href: '/f' },
      ],
    };
    const menu = await site().getMenu('main');
    expect(server.lastRequest().url).toBe('/cms/necs-json/get-menu/main');
    expect(menu.map((i) => [i.label, i.nid, i.visibility.kind])).toEqual([
      ['a', 5, 'logged-in'],
      ['b', null, 'logged-in'],
      ['c', null, 'everyone'],
      ['d', null, 'everyone'],
      ['e', null, 'logged-in'],
      ['f', null, 'everyone'],
    ]);
    expect(menu[0]!.children.map((i) => i.label)).toEqual(['a1', 'a2']);
  });

  it('reads footer role lists with spaces, and an empty rule as everyone', async () => {
    server.reply = {
      body: [item('x', rule(' member , editor ')), item('y', rule('')), item('z', rule(false))],
    };
    expect((await site().getMenu('footer')).map((i) => i.visibility)).toEqual([
      { kind: 'roles', roles: ['member', 'editor'] },
      { kind: 'everyone' },
      { kind: 'everyone' },
    ]);
  });

  it('refuses a menu answer that is not a list', async () => {
    server.reply = { body: '<html>Maintenance</html>', contentType: 'text/html' };
    await expect(site().getMenu('main')).rejects.toMatchObject({ name: 'RemoteSystemError', status: 200 });
  });

  it('refreshes the session with get/nothing, whatever it answers', async () => {
    server.reply = { body: 'ok', contentType: 'text/plain' };
    await site().refreshSession();
    expect(server.lastRequest().url).toBe('/cms/necs-json/get/nothing');
  });
});
