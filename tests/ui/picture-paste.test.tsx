import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppConfig } from '@/application/config/app-config';
import { NewTopicForm } from '@/ui/groups/new-topic-form';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_GROUP_IDS } from '../support/demo-groups';
import { renderView } from '../support/render-portal';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';

/**
 * Issue 74, point 5: a paste keeps all its text; only a picture Drupal's filter would remove (an SVG, a
 * picture from elsewhere) is left out, with a sentence naming why.
 */
describe('a paste with pictures into a topic’s message', () => {
  let worldTab: WorldTab;
  beforeEach(async () => {
    // Quill scrolls the pasted text into view; jsdom lays nothing out, and has no box for a range.
    Object.defineProperty(Range.prototype, 'getBoundingClientRect', {
      configurable: true,
      value: () => new DOMRect(),
    });
    // The form holds the editor's change until the page is idle (use-change-when-idle.ts): here, not yet.
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    worldTab = openWorldTab();
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
    await renderView(
      worldTab,
      <NewTopicForm
        initialValues={{ group_id: DEMO_GROUP_IDS.filmHistory, group: 'Film History' }}
        onPosted={vi.fn()}
        onMaybePosted={vi.fn()}
      />,
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    delete (Range.prototype as Partial<Range>).getBoundingClientRect;
  });

  const message = () => screen.getByRole('textbox', { name: 'Message' });
  const site = (path: string) =>
    new URL(path, new URL(worldTab.container.get(AppConfig).cmsUrl, window.location.href)).href;

  /** A paste as a browser hands it over: the HTML on the clipboard, no file. */
  function paste(html: string) {
    const editor = message();
    editor.focus();
    const event = new Event('paste', { bubbles: true, cancelable: true });
    Object.defineProperty(event, 'clipboardData', {
      value: { getData: (type: string) => (type === 'text/html' ? html : ''), files: [] },
    });
    editor.dispatchEvent(event);
  }

  it('keeps the text of a paste with an SVG of the site, and says an SVG was left out', async () => {
    paste(`<p>Our projector kept here <img src="${site('sites/default/files/projector.svg')}"></p>`);
    await waitFor(() => expect(message()).toHaveTextContent('Our projector kept here'));
    expect(message().querySelector('img')).toBeNull();
    expect(
      await screen.findByText(
        'An SVG picture was left out: messages keep only JPEG, PNG, GIF or WebP pictures of this site. Attach it as a file instead.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/A picture from elsewhere/)).toBeNull();
    // Said, and the text still there: the sentence's render gave Quill the message as last drawn, empty.
    expect(message()).toHaveTextContent('Our projector kept here');
  });

  it('keeps the text of a paste with a picture from elsewhere, and says so', async () => {
    paste('<p>Their projector <img src="https://elsewhere.example/a.png"> over there</p>');
    await waitFor(() => expect(message()).toHaveTextContent('Their projector over there'));
    expect(message().querySelector('img')).toBeNull();
    expect(
      await screen.findByText(
        'A picture from elsewhere was left out: messages keep only pictures of this site. Attach it as a file instead.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/An SVG picture/)).toBeNull();
    expect(message()).toHaveTextContent('Their projector over there');
  });

  it('keeps a raster picture of the site with the text, and says nothing', async () => {
    const booth = site('sites/default/files/projection-booth.png');
    paste(`<p>Our booth <img src="${booth}"> in room 2</p>`);
    await waitFor(() => expect(message()).toHaveTextContent('Our booth in room 2'));
    expect(message().querySelector('img')).toHaveAttribute('src', booth);
    expect(screen.queryByText(/was left out/)).toBeNull();
  });
});
