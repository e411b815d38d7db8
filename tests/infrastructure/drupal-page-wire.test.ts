import { describe, expect, it, vi } from 'vitest';
import { SiteGateway } from '@/application/site/site-gateway';
import { containerAt } from '../support/container-at';
import { useRecordingServer } from '../support/recording-server';

/** How DrupalSiteGateway reads the odd page shapes a live Drupal sends (the sandbox covers the usual ones). */
describe('DrupalSiteGateway pages, wire quirks', () => {
  const server = useRecordingServer();
  const site = () => containerAt(server.origin).get(SiteGateway);
  const answerWith = (node: object | null, session: object = { user_id: '0', roles: [] }) => {
    server.reply = { body: { data: { node, session } } };
  };
  const layout = {
    type: 'paragraph--para_layout',
    uuid: 'L',
    behavior_settings: { layout_paragraphs: { layout: 'layout_threecol_25_50_25' } },
  };
  const child = (type: string, fields: object) => ({
    type,
    uuid: type,
    behavior_settings: { layout_paragraphs: { parent_uuid: 'L', region: 'first' } },
    ...fields,
  });

  /** A page holding one list paragraph, read back as the portal places it. */
  const listParagraphOf = async (type: string, fields: object) => {
    answerWith({ nid: '12', title: 'Lists', field_para_multi: [{ type, uuid: 'list', ...fields }] });
    return (await site().getPage('/lists')).node!.paragraphs;
  };

  it('asks for the page by uri and reads stringified ids, PHP’s empty roles `[]` and a missing is_member', async () => {
    answerWith(null, { user_id: '7', user_name: 'max', roles: [] });
    const answer = await site().getPage('/about-us');
    const url = new URL(server.lastRequest().url, server.origin);
    expect(url.pathname).toBe('/cms/necs-json/get/page');
    expect(url.searchParams.get('uri')).toBe('/about-us');
    expect(answer).toEqual({
      node: null,
      session: { userId: 7, userName: 'max', isMember: false, roles: {} },
    });
  });

  it('maps every known paragraph and drops unknown types with one development warning per type', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerWith({
      nid: '12',
      title: 'Quirks',
      field_para_multi: [
        layout,
        child('paragraph--para_text', { field_text: '<p>x</p>' }),
        child('paragraph--para_image', {
          field_image: { url: '/a.png', alt: 'A', width: '640', height: null },
        }),
        child('paragraph--para_image', { field_image: [] }),
        child('paragraph--para_news_list', {
          field_display: 'teaser',
          field_items: '3',
          field_json_url: null,
        }),
        child('paragraph--para_timeline', { field_reverse: '1' }),
        { type: 'paragraph--para_timeline', uuid: 'bare' },
        { type: 'paragraph--para_quote', uuid: 'q1', behavior_settings: [] },
        { type: 'paragraph--para_quote', uuid: 'q2' },
      ],
    });
    const { node } = await site().getPage('/quirks');
    expect(node).toMatchObject({ nid: 12, title: 'Quirks', metaDescription: '' });
    expect(node!.paragraphs).toEqual([
      { type: 'layout', layout: 'layout_threecol', uuid: 'L', parentUuid: '', region: '' },
      {
        type: 'text',
        title: '',
        html: '<p>x</p>',
        uuid: 'paragraph--para_text',
        parentUuid: 'L',
        region: 'first',
      },
      expect.objectContaining({
        type: 'image',
        src: '/a.png',
        alt: 'A',
        width: 640,
        height: null,
        caption: '',
      }),
      expect.objectContaining({ type: 'news-list', display: 'teaser', limit: 3, jsonUrl: '' }),
      expect.objectContaining({ type: 'timeline', reversed: true }),
      { type: 'timeline', reversed: false, uuid: 'bare', parentUuid: '', region: '' },
    ]);
    await site().getPage('/quirks');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('paragraph--para_quote');
    warn.mockRestore();
  });

  it.each([
    ['an absolute URL', 'http://169.254.169.254/latest/meta-data'],
    ['a protocol-relative URL', '//evil.example/rest/views/x'],
    ['a root path outside Drupal', '/admin/config'],
    ['a path that climbs out', 'rest/views/../../../etc/passwd'],
    ['a display that climbs out', null],
  ])('keeps a news list’s json_url and display inside Drupal: %s is not used', async (_case, jsonUrl) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const paragraphs = await listParagraphOf('paragraph--para_news_list', {
      field_display: jsonUrl === null ? '../../user/1' : 'teaser',
      field_items: '3',
      field_json_url: jsonUrl,
    });
    expect(paragraphs).toEqual([
      expect.objectContaining({
        type: 'news-list',
        display: jsonUrl === null ? 'title' : 'teaser',
        jsonUrl: '',
      }),
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not a path inside Drupal'));
    warn.mockRestore();
  });

  it('keeps a conference list’s display inside Drupal: one that climbs out is not used', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const paragraphs = await listParagraphOf('paragraph--para_conference_list', {
      field_display: '../../user/1',
    });
    expect(paragraphs).toEqual([expect.objectContaining({ type: 'conference-list', display: 'teaser' })]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not a path inside Drupal'));
    warn.mockRestore();
  });

  it('keeps a news list’s json_url that names a view inside Drupal, with its query', async () => {
    const paragraphs = await listParagraphOf('paragraph--para_news_list', {
      field_display: 'block_1',
      field_items: '0',
      field_json_url: 'rest/views/custom_news/block?sort_by=created',
    });
    expect(paragraphs).toEqual([
      expect.objectContaining({
        display: 'block_1',
        jsonUrl: 'rest/views/custom_news/block?sort_by=created',
      }),
    ]);
  });

  it.each([
    ['a plain machine name, as the site module sends it', 'news', 'news'],
    ['Drupal’s entity reference shape', [{ target_id: 'news', target_type: 'node_type' }], 'news'],
    ['no type at all', undefined, undefined],
    ['a shape it cannot read', { bundle: 'news' }, undefined],
  ])(
    'reads the node’s content type (news are articles to link previews): %s',
    async (_case, type, expected) => {
      answerWith({ nid: 3, title: 'Typed', type, field_para_multi: [] });
      const { node } = await site().getPage('/typed');
      expect(node?.contentType).toBe(expected);
    },
  );

  it('turns an answer of the wrong shape into a RemoteSystemError the UI can retry', async () => {
    answerWith({ nid: 'twelve', field_para_multi: [] });
    await expect(site().getPage('/broken')).rejects.toMatchObject({
      name: 'RemoteSystemError',
      system: 'drupal',
      status: 200,
      message: 'Unexpected answer from the content system',
    });
    // A known paragraph type with a field of the wrong type fails the same way, not with a raw ZodError.
    answerWith({
      nid: 1,
      title: 'x',
      field_para_multi: [{ type: 'paragraph--para_text', uuid: 't', field_text: 5 }],
    });
    await expect(site().getPage('/broken')).rejects.toMatchObject({ name: 'RemoteSystemError', status: 200 });
  });

  it('rebases file URLs of images and text on the content system; page links stay in the portal', async () => {
    const drupalBase = `${server.origin}/cms/`;
    answerWith({
      nid: 5,
      title: 'Files',
      field_para_multi: [
        layout,
        child('paragraph--para_image', {
          field_image: { url: '/sites/default/files/a.png', alt: 'A', width: 640, height: 400 },
        }),
        child('paragraph--para_text', {
          field_text:
            '<p><img src="/sites/default/files/b.png" alt="B"> <a href="/system/files/c.pdf">C</a> ' +
            '<a href="/join">Join</a> <a href="https://necs.org/sites/x">X</a></p>',
        }),
      ],
    });
    const { node } = await site().getPage('/files');
    expect(node!.paragraphs).toEqual([
      expect.objectContaining({ type: 'layout' }),
      expect.objectContaining({ type: 'image', src: `${drupalBase}sites/default/files/a.png` }),
      expect.objectContaining({
        type: 'text',
        html:
          `<p><img src="${drupalBase}sites/default/files/b.png" alt="B"> <a href="${drupalBase}system/files/c.pdf">C</a> ` +
          '<a href="/join">Join</a> <a href="https://necs.org/sites/x">X</a></p>',
      }),
    ]);
  });
});
