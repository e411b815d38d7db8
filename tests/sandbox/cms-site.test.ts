import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../sandbox/demo-data/accounts';
import { fetchPage, logIn, logInAs, startTestSandbox, type TestSandbox } from './sandbox-harness';

const NO_ROLES = { member: '', organizer: '', editor: '', administrator: '', developer: '' };

describe('content system site endpoints', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.dispose());

  it('tells an anonymous visitor that nobody is logged in, with no logout_token key at all', async () => {
    const { session } = await fetchPage(sandbox.app, '/');
    expect(session).toEqual({ user_id: 0, user_name: '', is_member: false, roles: NO_ROLES });
    expect(session).not.toHaveProperty('logout_token');
  });

  it('reports every role of a logged-in user, held ones by name, and the session’s logout token', async () => {
    const member = await logInAs(sandbox.app, 'member');
    expect((await fetchPage(sandbox.app, '/', member.cookies)).session).toEqual({
      user_id: 7,
      user_name: 'marta.kowalska',
      is_member: true,
      roles: { ...NO_ROLES, member: 'member' },
      logout_token: member.logoutToken,
    });
  });

  it('sends is_member as the string "true" for the organizer and false for a guest', async () => {
    const organizer = await logInAs(sandbox.app, 'organizer');
    const organizerSession = (await fetchPage(sandbox.app, '/', organizer.cookies)).session;
    expect(organizerSession.is_member).toBe('true');
    expect(organizerSession.roles).toEqual({ ...NO_ROLES, member: 'member', organizer: 'organizer' });

    const guest = await logInAs(sandbox.app, 'guest');
    expect((await fetchPage(sandbox.app, '/', guest.cookies)).session).toMatchObject({
      is_member: false,
      roles: NO_ROLES,
    });
  });

  it('serves the home page as layout sections followed by their paragraphs', async () => {
    const { node } = await fetchPage(sandbox.app, '/');
    expect(node).toMatchObject({ nid: 1, title: 'Home' });
    const [layout, ...rest] = node?.field_para_multi ?? [];
    expect(layout).toMatchObject({
      type: 'paragraph--para_layout',
      behavior_settings: { layout_paragraphs: { layout: 'layout_twocol', parent_uuid: '', region: '' } },
    });
    expect(rest[0]).toMatchObject({
      type: 'paragraph--para_text',
      behavior_settings: { layout_paragraphs: { parent_uuid: layout?.uuid, region: 'top' } },
    });
    expect(node?.field_para_multi).toContainEqual(
      expect.objectContaining({ type: 'paragraph--para_news_list', field_display: 'teaser', field_items: 3 }),
    );
  });

  it('ignores a trailing slash and a query, and answers node null for an unknown path', async () => {
    expect((await fetchPage(sandbox.app, '/about-us/board/?x=1')).node?.nid).toBe(6);
    const unknown = await fetchPage(sandbox.app, '/no/such/page');
    expect(unknown.node).toBeNull();
    expect(unknown.session.user_id).toBe(0);
  });

  it('includes the quirks the front end must survive', async () => {
    const about = (await fetchPage(sandbox.app, '/about-us')).node?.field_para_multi ?? [];
    expect(about.some((p) => JSON.stringify(p).includes('"region":"_disabled"'))).toBe(true);
    const join = (await fetchPage(sandbox.app, '/join')).node?.field_para_multi ?? [];
    expect(join.map((p) => p.type)).toContain('paragraph--para_webform');
    const community = JSON.stringify((await fetchPage(sandbox.app, '/community')).node);
    expect(community).toContain('<script>');
    expect(community).toContain('onerror=');
  });

  it('escapes HTML, slashes and non-ASCII in JSON the way Drupal does', async () => {
    const raw = (await sandbox.app.inject('/cms/necs-json/get/page?uri=/about-us/board')).body;
    expect(raw).toContain('\\u003Cp\\u003E');
    expect(raw).toContain('\\/about-us\\/board');
    expect(raw).toContain('Zs\\u00f3fia');
  });

  it('builds a page for a news item from its body', async () => {
    const news = await sandbox.app.inject('/cms/rest/views/public_news/teaser?_format=json');
    const alias = news.json().rows[0].path[0].alias as string;
    const { node } = await fetchPage(sandbox.app, alias);
    expect(node?.field_para_multi[1]).toMatchObject({ type: 'paragraph--para_text' });
  });

  it('serves the main menu with array, object and empty submenus', async () => {
    const menu = (await sandbox.app.inject('/cms/necs-json/get-menu/main')).json();
    const byLabel = new Map(menu.map((item: { label: string }) => [item.label, item]));
    expect(byLabel.get('About')).toMatchObject({ href: '/about-us', nid: 4, sub: expect.any(Array) });
    expect(byLabel.get('Conferences')).toMatchObject({
      sub: { k1: { href: '/conferences' }, k2: { href: '/news?field_tax_vocab_news_tid=1' } },
    });
    expect(byLabel.get('News')).toMatchObject({ sub: [] });
    expect(byLabel.get('Community')).toMatchObject({
      href: '/group',
      attributes: { attributes: { show_item_by_role: '1' } },
    });
  });

  it('serves the footer menu with role lists', async () => {
    const footer = (await sandbox.app.inject('/cms/necs-json/get-menu/footer')).json();
    expect(footer).toContainEqual(
      expect.objectContaining({
        label: 'Member directory',
        attributes: { attributes: { show_item_by_role: 'member,organizer' } },
      }),
    );
    expect(
      footer.filter(
        (item: { attributes: { attributes: { show_item_by_role: string } } }) =>
          item.attributes.attributes.show_item_by_role === '',
      ),
    ).toHaveLength(3);
  });

  it('answers the session refresh, the event settings and the editing stand-ins', async () => {
    expect((await sandbox.app.inject('/cms/necs-json/get/nothing')).json()).toEqual({ status: 'ok' });
    const settings = (await sandbox.app.inject('/cms/editablevar/json/proposal_submission')).json();
    expect(Object.keys(settings)).toEqual([
      'event_id',
      'event_title',
      'proposal_submission_form_status',
      '_panel_intro',
      '_paper_intro',
      '_workshop_intro',
      '_submit_txt',
      '_completed_txt',
      '_error_txt',
      // Decided: the language of the texts, the site's default (docs/content-languages.md).
      'langcode',
    ]);
    expect(settings.langcode).toBe('en');
    // Editing screens: for editors only (editing-screens.test.ts has them all).
    const { cookies } = await logIn(sandbox.app, demoAccount('editor').mail, demoAccount('editor').password);
    expect((await sandbox.app.inject({ url: '/cms/node/4/edit', cookies })).body).toContain('editing node 4');
    expect((await sandbox.app.inject({ url: '/cms/admin/content', cookies })).body).toContain('content list');
  });

  it('serves the illustrations as SVG', async () => {
    const svg = await sandbox.app.inject('/cms/sites/default/files/projector.svg');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect((await sandbox.app.inject('/cms/sites/default/files/..%2Fapp.ts')).statusCode).toBe(404);
  });
});
