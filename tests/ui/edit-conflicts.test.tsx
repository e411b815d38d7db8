import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { axeViolations } from '../support/jsdom-axe';
import { commentWith } from '../support/discussion-screen';
import { DEMO_TOPIC_NIDS } from '../support/demo-groups';
import { renderPortal } from '../support/render-portal';
import { logInAs, openWorldTab, reloadTab, type WorldTab } from '../support/session-fakes';

const topicPath = (nid: number) => `/group_topics/single/${nid}`;
/** The member's own comment on the reading list. */
const OWN_COMMENT = 2;

/** Issue 51 on the topic page: a save that met a newer one, and a topic removed under a reply. */
describe('a member’s edit or reply that the content system cannot take as it is', () => {
  let worldTab: WorldTab;
  beforeEach(async () => {
    worldTab = openWorldTab();
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
  });

  /** Another tab of the member's saves a new text for their comment, from the version it read. */
  async function savedElsewhere(html: string): Promise<void> {
    const { groups } = worldTab.world;
    const topic = await groups.getTopic(DEMO_TOPIC_NIDS.readingList);
    const read = topic!.comments.find(({ id }) => id === OWN_COMMENT)!.changed;
    expect(await groups.editComment(worldTab.world.accounts.loggedInUid, OWN_COMMENT, html, read)).toEqual({
      saved: true,
    });
  }

  it('keeps the member’s text and shows the newer one when someone saved meanwhile; "Replace it with mine" saves over it', async () => {
    const { container } = await renderPortal(worldTab, topicPath(DEMO_TOPIC_NIDS.readingList));
    const user = userEvent.setup();
    await user.click(
      await (await commentWith('useful.')).findByRole('button', { name: /^Edit your comment/ }),
    );
    const editor = within(await screen.findByRole('form', { name: 'Edit your comment' }));
    await user.clear(editor.getByRole('textbox'));
    await user.type(editor.getByRole('textbox'), 'Mine, from this tab.');
    await savedElsewhere('<p>Theirs, from the other tab.</p>');

    await user.click(editor.getByRole('button', { name: 'Save' }));
    expect(await editor.findByRole('alert')).toHaveTextContent(
      'Someone saved a newer version of this comment while you were editing it.',
    );
    expect(editor.getByRole('textbox')).toHaveValue('Mine, from this tab.');
    expect(editor.getByRole('figure', { name: 'The newer version' })).toHaveTextContent(
      'Theirs, from the other tab.',
    );
    expect(editor.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(editor.getByRole('button', { name: 'Replace it with mine' }));
    expect(await commentWith('Mine, from this tab.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Edit your comment' })).toBeNull();
    // What another tab reads now: the member's text, not the newer one it replaced.
    const topic = await worldTab.world.groups.getTopic(DEMO_TOPIC_NIDS.readingList);
    expect(topic!.comments.find(({ id }) => id === OWN_COMMENT)!.bodyHtml).toBe(
      '<p>Mine, from this tab.</p>',
    );
  });

  it('tells an edit restored after a reload that someone saved meanwhile: the version it started from is kept with it', async () => {
    await renderPortal(worldTab, topicPath(DEMO_TOPIC_NIDS.readingList));
    const user = userEvent.setup();
    await user.click(
      await (await commentWith('useful.')).findByRole('button', { name: /^Edit your comment/ }),
    );
    const typed = within(await screen.findByRole('form', { name: 'Edit your comment' }));
    await user.clear(typed.getByRole('textbox'));
    await user.type(typed.getByRole('textbox'), 'Mine, typed before the reload.');
    await savedElsewhere('<p>Theirs, saved before the reload.</p>');
    cleanup();

    worldTab = reloadTab(worldTab);
    await renderPortal(worldTab, topicPath(DEMO_TOPIC_NIDS.readingList));
    const editor = within(await screen.findByRole('form', { name: 'Edit your comment' }));
    expect(editor.getByRole('textbox')).toHaveValue('Mine, typed before the reload.');
    await user.click(editor.getByRole('button', { name: 'Save' }));
    expect(await editor.findByRole('figure', { name: 'The newer version' })).toHaveTextContent(
      'Theirs, saved before the reload.',
    );
    const topic = await worldTab.world.groups.getTopic(DEMO_TOPIC_NIDS.readingList);
    expect(topic!.comments.find(({ id }) => id === OWN_COMMENT)!.bodyHtml).toBe(
      '<p>Theirs, saved before the reload.</p>',
    );
  });

  it('asks again rather than saving over the newer text when the member just presses Save once more', async () => {
    await renderPortal(worldTab, topicPath(DEMO_TOPIC_NIDS.readingList));
    const user = userEvent.setup();
    await user.click(
      await (await commentWith('useful.')).findByRole('button', { name: /^Edit your comment/ }),
    );
    const editor = within(await screen.findByRole('form', { name: 'Edit your comment' }));
    await savedElsewhere('<p>Theirs.</p>');
    await user.click(editor.getByRole('button', { name: 'Save' }));
    await editor.findByRole('figure', { name: 'The newer version' });
    await user.click(editor.getByRole('button', { name: 'Save' }));
    expect(await editor.findByRole('figure', { name: 'The newer version' })).toHaveTextContent('Theirs.');
    const topic = await worldTab.world.groups.getTopic(DEMO_TOPIC_NIDS.readingList);
    expect(topic!.comments.find(({ id }) => id === OWN_COMMENT)!.bodyHtml).toBe('<p>Theirs.</p>');
  });

  it('says a reply’s topic was removed in words, with no Try again, and keeps the reply to copy', async () => {
    const nid = DEMO_TOPIC_NIDS.readingGroupSessions;
    await renderPortal(worldTab, topicPath(nid));
    const user = userEvent.setup();
    const first = within(
      (await within(await screen.findByRole('region', { name: /^Comments/ })).findAllByRole('article'))[0]!,
    );
    await user.click(await first.findByRole('button', { name: /^Reply/ }));
    const reply = within(await screen.findByRole('form', { name: /^Reply to / }));
    await user.type(reply.getByRole('textbox', { name: 'Your reply' }), 'Unsent words.');
    await worldTab.world.groups.deleteTopic(worldTab.world.accounts.loggedInUid, nid);

    await user.click(reply.getByRole('button', { name: 'Post reply' }));
    const alert = await reply.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your reply was not posted. This topic was removed. Your text is still here for you to copy.',
    );
    expect(alert.textContent).not.toMatch(/Unprocessable|entity_id|target_id/);
    expect(reply.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(reply.getByRole('textbox', { name: 'Your reply' })).toHaveValue('Unsent words.');
  });

  it('keeps an edited topic’s title and shows the newer title and message when someone saved meanwhile', async () => {
    const nid = DEMO_TOPIC_NIDS.callForContributions;
    await renderPortal(worldTab, topicPath(nid));
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: /Call for contributions/ });
    await user.click(
      await within(screen.getByRole('main')).findByRole('button', { name: 'Edit your topic' }),
    );
    const form = within(await screen.findByRole('form', { name: 'Edit the topic' }));
    await user.clear(form.getByRole('textbox', { name: 'Title' }));
    await user.type(form.getByRole('textbox', { name: 'Title' }), 'My title');
    const { groups } = worldTab.world;
    const read = (await groups.getTopic(nid))!.changed;
    await groups.editTopic(
      worldTab.world.accounts.loggedInUid,
      nid,
      { title: 'Their title', message: '<p>Their message.</p>' },
      read,
    );

    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Someone saved a newer version of this topic while you were editing it.',
    );
    expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('My title');
    const newer = form.getByRole('figure', { name: 'The newer version' });
    expect(newer).toHaveTextContent('Their title');
    expect(newer).toHaveTextContent('Their message.');
    await user.click(form.getByRole('button', { name: 'Replace it with mine' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My title' })).toBeInTheDocument();
  });
});
