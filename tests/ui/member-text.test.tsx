import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_GROUP_IDS, DEMO_TOPIC_NIDS } from '../support/demo-groups';
import { renderPortal } from '../support/render-portal';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';

/** What the clipboard holds, as a paste hands it over (jsdom has no DataTransfer): its items and its text. */
const clipboard = (text: string, ...types: string[]) =>
  ({
    items: types.map((type) => ({ kind: type.startsWith('image/') ? 'file' : 'string', type })),
    types: ['text/plain'],
    files: [],
    getData: (format: string) => (format.startsWith('text') ? text : ''),
  }) as unknown as DataTransfer;

/** Issue 51, "Member text that behaves": member-written text takes its own direction; a pasted picture is told. */
describe('member text on the working groups’ screens', () => {
  let worldTab: WorldTab;
  beforeEach(async () => {
    worldTab = openWorldTab();
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
  });

  it('gives every member-written text, title and name its own direction', async () => {
    await renderPortal(worldTab, `/group_topics/single/${DEMO_TOPIC_NIDS.readingList}`);
    const heading = await screen.findByRole('heading', { level: 1, name: /Reading list/ });
    expect(heading).toHaveAttribute('dir', 'auto');
    const comments = within(await screen.findByRole('region', { name: /^Comments/ }));
    const [first] = comments.getAllByRole('article');
    expect(first!.querySelector('[data-html-key]')).toHaveAttribute('dir', 'auto');
    expect(first!.querySelector('strong')).toHaveAttribute('dir', 'auto');
    expect(await screen.findByRole('textbox', { name: 'Your comment' })).toHaveAttribute('dir', 'auto');
  });

  it('gives a group’s topic titles and their authors’ names their own direction', async () => {
    await renderPortal(worldTab, `/group/${DEMO_GROUP_IDS.filmHistory}`);
    const title = await screen.findByRole('heading', { level: 3, name: /Reading list/ });
    expect(title).toHaveAttribute('dir', 'auto');
    expect(title.nextElementSibling?.firstElementChild).toHaveAttribute('dir', 'auto');
  });

  it('says a comment is text only when a picture is pasted into its box, and takes the text', async () => {
    await renderPortal(worldTab, `/group_topics/single/${DEMO_TOPIC_NIDS.readingList}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('textbox', { name: 'Your comment' }));
    const box = screen.getByRole('textbox', { name: 'Your comment' });
    const status = () => box.closest('form')!.querySelector('[aria-live]');
    await user.paste(clipboard('Look', 'text/plain'));
    expect(status()).toBeEmptyDOMElement();
    await user.paste(clipboard('', 'text/html', 'image/png'));
    expect(status()).toHaveTextContent('A comment is text only: pictures cannot be pasted into it.');
    expect(box).toHaveAccessibleDescription('A comment is text only: pictures cannot be pasted into it.');
    expect(box).toHaveValue('Look');
  });
});
