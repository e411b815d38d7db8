import { describe, expect, it } from 'vitest';
import { DRUPAL_MODES } from '../../sandbox/drupal/drupal-mode';
import { REMOVED_IMAGE } from '../../sandbox/drupal/wire/secure-images';
import { commentBody, postComment, sandboxWithMember, topicRow } from './group-requests';

const READING_LIST = 902;

/** Core 10.3's mark for a picture it removes, as a genuine Drupal drew it (basic_html, standard profile). */
const CORE_MARK =
  '<img src="/core/misc/icons/e32700/error.svg" alt="Image removed." title="This image has been removed. ' +
  'For security reasons, only images from the local domain are allowed." height="16" width="16" ' +
  'class="filter-image-invalid" loading="lazy">';

describe.each(DRUPAL_MODES)('member pictures as basic_html draws them (%s Drupal)', (drupal) => {
  const world = sandboxWithMember(drupal);

  /** The comment's body as the topic's view draws it, once posted. */
  async function drawn(html: string): Promise<string | undefined> {
    const posted = await postComment(world.sandbox.app, world.member, commentBody(READING_LIST, html));
    expect(posted.statusCode, posted.body).toBe(201);
    const comments = (await topicRow(world.sandbox.app, world.member, READING_LIST))?.comments ?? [];
    return comments.at(-1)?.comment_body;
  }

  it('removes an SVG and a missing file of the site’s files and keeps its raster picture', async () => {
    // A genuine Drupal's answer to the same three pictures, its PNG here the sandbox's.
    expect(
      await drawn(
        '<p>hosted files: <img src="/sites/default/files/projector.svg">' +
          '<img src="/sites/default/files/projection-booth.png"><img src="/sites/default/files/missing.png"></p>',
      ),
    ).toBe(
      `<p>hosted files: ${CORE_MARK}<img src="/sites/default/files/projection-booth.png">${CORE_MARK}</p>`,
    );
    expect(REMOVED_IMAGE).toBe(CORE_MARK);
  });

  it('keeps core’s own picture and removes one embedded or elsewhere', async () => {
    // A genuine Drupal 10.3.7's answer to the same three pictures (the fifth recording).
    const embedded = 'data:image/png;base64,iVBORw0KGgo=';
    expect(
      await drawn(
        `<p>three pictures: <img src="${embedded}"><img src="https://elsewhere.example/x.png">` +
          '<img src="/core/misc/druplicon.png"></p>',
      ),
    ).toBe(`<p>three pictures: ${CORE_MARK.repeat(2)}<img src="/core/misc/druplicon.png"></p>`);
    // Only core's files that are there: another name under core/misc, or an SVG icon, is removed.
    expect(
      await drawn('<p><img src="/core/misc/missing.png"><img src="/core/misc/icons/e32700/error.svg"></p>'),
    ).toBe(`<p>${CORE_MARK.repeat(2)}</p>`);
  });

  it('sets the mark on the picture’s own tag, as the DOM does: its attributes keep their places, new ones follow', async () => {
    // filter_html drops the class (img may not carry one in basic_html), filter_align turns `data-align` into
    // one at the end; the mark then sets `alt` and `src` where they are and adds its class to that one.
    expect(await drawn('<p><img class="wide" alt="Our room" data-align="center" src="/x.png"></p>')).toBe(
      '<p><img alt="Image removed." src="/core/misc/icons/e32700/error.svg" ' +
        'class="align-center filter-image-invalid" title="This image has been removed. For security reasons, ' +
        'only images from the local domain are allowed." height="16" width="16" loading="lazy"></p>',
    );
  });

  it('loads a kept picture with a width and a height lazily, whatever `loading` it asked for', async () => {
    const booth = 'src="/sites/default/files/projection-booth.png"';
    expect(await drawn(`<p><img ${booth} width="64" height="40"><img ${booth} width="64"></p>`)).toBe(
      `<p><img ${booth} width="64" height="40" loading="lazy"><img ${booth} width="64"></p>`,
    );
    // basic_html's list has no `loading`: filter_html drops an `eager` before the lazy-load filter sees it.
    expect(await drawn(`<p><img ${booth} width="64" height="40" loading="eager"></p>`)).toBe(
      `<p><img ${booth} width="64" height="40" loading="lazy"></p>`,
    );
  });

  it('strips <image> in every spelling, as filter_html does with a tag basic_html does not allow', async () => {
    // Xss::filter() drops the tag of an element not in basic_html's list, whatever its address: a browser would
    // have read it as <img>. The site's own picture so spelled goes as well. A `<` followed by a space opens no
    // tag: Xss::filter() escapes it, and the rest stays as text.
    const booth = 'src="/sites/default/files/projection-booth.png"';
    expect(
      await drawn(
        `<p>a<image ${booth}>b<IMAGE src="//remote.example/c.png" alt="x"></image>c` +
          `<image/src="/\\remote.example/c.png">d< image src="//remote.example/c.png">e</p>`,
      ),
    ).toBe('<p>abcd&lt; image src="//remote.example/c.png"&gt;e</p>');
  });

  it('marks a picture whose address hides another host behind a tab, a line break or a backslash', async () => {
    const disguised = ['/\t/', '/\n/', '/\r/', '/\\', '//'].map(
      (start) => `<img src="${start}remote.example/sites/default/files/projection-booth.png">`,
    );
    expect(await drawn(`<p>${disguised.join('')}</p>`)).toBe(`<p>${CORE_MARK.repeat(5)}</p>`);
  });

  it('marks the site’s own picture with a tab or a line break inside its address, as getimagesize() finds no such file', async () => {
    expect(
      await drawn(
        '<p><img src="/sites/default/\tfiles/projection-booth.png"><img src="\n/sites/default/files/projection-booth.png"></p>',
      ),
    ).toBe(`<p>${CORE_MARK.repeat(2)}</p>`);
  });

  it('serves the raster picture it keeps and the mark’s icon', async () => {
    const picture = await world.sandbox.app.inject('/cms/sites/default/files/projection-booth.png');
    expect([picture.statusCode, picture.headers['content-type']]).toEqual([200, 'image/png']);
    expect(picture.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const icon = await world.sandbox.app.inject('/cms/core/misc/icons/e32700/error.svg');
    expect([icon.statusCode, icon.headers['content-type']]).toEqual([200, 'image/svg+xml']);
    expect((await world.sandbox.app.inject('/cms/core/misc/icons/e32700/other.svg')).statusCode).toBe(404);
    const druplicon = await world.sandbox.app.inject('/cms/core/misc/druplicon.png');
    expect([druplicon.statusCode, druplicon.headers['content-type']]).toEqual([200, 'image/png']);
    expect(druplicon.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await world.sandbox.app.inject('/cms/core/misc/other.png')).statusCode).toBe(404);
  });
});
