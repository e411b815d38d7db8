import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { fakeWith } from '../support/fake-with';
import { DEMO_TOPIC_NIDS } from '../support/demo-groups';
import { renderPortal, screensLoaded } from '../support/render-portal';
import { GroupPage, TopicPage } from '@/ui/app/routes';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';

const topicPath = (nid: number) => `/group_topics/single/${nid}`;
const CALL = 'Call for contributions';

/** Issue 45: a member's own topic (Edit, Delete topic), what is new since their last visit, pictures. */
describe('a member’s own topic and what is new to them', () => {
  beforeAll(() => screensLoaded(GroupPage, TopicPage));
  let worldTab: WorldTab;
  beforeEach(async () => {
    worldTab = openWorldTab();
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
  });
  const main = () => within(screen.getByRole('main'));
  const discussion = async () => within(await screen.findByRole('region', { name: /^Comments/ }));

  it('edits their own topic’s title and message in place, and it shows "edited"', async () => {
    await renderPortal(worldTab, topicPath(DEMO_TOPIC_NIDS.callForContributions));
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: new RegExp(CALL) });
    await user.click(await main().findByRole('button', { name: 'Edit your topic' }));
    const form = within(await screen.findByRole('form', { name: 'Edit the topic' }));
    const title = form.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveFocus();
    await user.clear(title);
    await user.type(title, 'Call for contributions, extended');
    await user.click(form.getByRole('button', { name: 'Save' }));
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Call for contributions, extended',
    });
    expect(heading.closest('header')).toHaveTextContent(/edited November \d+, 2026 at \d{1,2}:\d{2} [AP]M/);
    expect(main().getByText('Your changes to the topic were saved.')).toBeInTheDocument();
  });

  it('deletes their own topic after a confirmation naming it, and is back on the group without it', async () => {
    const { router } = await renderPortal(worldTab, topicPath(DEMO_TOPIC_NIDS.callForContributions));
    const user = userEvent.setup();
    await user.click(await main().findByRole('button', { name: 'Delete topic' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: /^Delete the topic “Call for contributions/ }),
    );
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(main().getByRole('button', { name: 'Delete topic' })).toHaveFocus());
    await user.click(main().getByRole('button', { name: 'Delete topic' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete topic' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/group/1'));
    const topics = within(await screen.findByRole('region', { name: 'Topics' }));
    expect(await topics.findByRole('link', { name: /Reading list/ })).toBeInTheDocument();
    expect(topics.queryByRole('link', { name: new RegExp(CALL) })).toBeNull();
  });

  it('offers no Edit or Delete topic on another member’s topic', async () => {
    await renderPortal(worldTab, topicPath(DEMO_TOPIC_NIDS.readingList));
    await (await discussion()).findAllByRole('button', { name: /^Reply to / });
    expect(main().queryByRole('button', { name: 'Delete topic' })).toBeNull();
    // The member's Edit here is on their own comment, in the discussion, not on the topic.
    const comments = screen.getByRole('region', { name: /^Comments/ });
    for (const edit of main().getAllByRole('button', { name: /^Edit your comment of / }))
      expect(comments).toContainElement(edit);
  });

  it('marks what is new since the last visit, moves to it with "First new comment", and records the visit', async () => {
    await renderPortal(worldTab, topicPath(DEMO_TOPIC_NIDS.screeningStills));
    const comments = await discussion();
    const fresh = (await comments.findByText('More stills next week.')).closest('article')!;
    expect(within(fresh).getByText('new')).toBeInTheDocument();
    expect(comments.getAllByText('new')).toHaveLength(1);
    await userEvent.setup().click(await comments.findByRole('button', { name: 'First new comment' }));
    expect(fresh).toHaveFocus();
    await waitFor(() => expect(worldTab.world.history.marked).toContain(DEMO_TOPIC_NIDS.screeningStills));
  });

  it('marks nothing new on a first visit', async () => {
    await renderPortal(worldTab, topicPath(DEMO_TOPIC_NIDS.readingList));
    const comments = await discussion();
    await comments.findAllByRole('button', { name: /^Reply to / });
    expect(comments.queryByText('new')).toBeNull();
    expect(comments.queryByRole('button', { name: 'First new comment' })).toBeNull();
  });

  it('draws the comments up to the first new one when it is beyond those drawn', async () => {
    await renderPortal(worldTab, topicPath(DEMO_TOPIC_NIDS.readingGroupSessions));
    const comments = await discussion();
    await userEvent.setup().click(await comments.findByRole('button', { name: 'First new comment' }));
    await waitFor(() => expect(document.activeElement).toHaveTextContent(/new/));
    expect(document.activeElement?.tagName).toBe('ARTICLE');
  });

  it('shows "N new" on the group’s topics the member has read before: what others wrote since', async () => {
    // The row goes on after the byline with its last word ("Last comment by …"), in a paragraph of its own.
    await renderPortal(worldTab, '/group/2');
    const topics = within(await screen.findByRole('region', { name: 'Topics' }));
    const stills = (await topics.findByRole('link', { name: /stills/i })).closest('li')!;
    await waitFor(() => expect(stills).toHaveTextContent(/· 1 new(?![a-z])/));
    // Issue 51: five comments changed since the member's read, two of them the member's own: 3, as the topic marks.
    const sessions = topics.getByRole('link', { name: /sessions/i }).closest('li')!;
    await waitFor(() => expect(sessions).toHaveTextContent(/· 3 new(?![a-z])/));
  });

  it('shows no "N new" on a topic never read, and counts from the comments whatever the content system counts', async () => {
    const { groups } = worldTab.world;
    const read = groups.getTopics.bind(groups);
    fakeWith(groups, {
      getTopics: async (groupId, page) => {
        const answer = await read(groupId, page);
        return { ...answer, rows: answer.rows.map((row) => ({ ...row, newComments: 3 })) };
      },
    });
    await renderPortal(worldTab, '/group/2');
    const topics = within(await screen.findByRole('region', { name: 'Topics' }));
    const streaming = (await topics.findByRole('link', { name: /Streaming/ })).closest('li')!;
    const stills = topics.getByRole('link', { name: /stills/i }).closest('li')!;
    await waitFor(() => expect(stills).toHaveTextContent(/· 1 new(?![a-z])/));
    expect(streaming).not.toHaveTextContent(/new/);
  });

  it('shows a picture as a lazy thumbnail that opens it in a dialog; closed, the focus returns', async () => {
    await renderPortal(worldTab, topicPath(DEMO_TOPIC_NIDS.screeningStills));
    const files = within(await screen.findByRole('region', { name: 'Attachments' }));
    const thumbnail = await files.findByRole('button', { name: 'Show the picture screening-still.jpg' });
    expect(thumbnail.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(files.getByRole('link', { name: 'screening-still.jpg' }).closest('li')).toHaveTextContent(
      /\(JPG, [\d.]+ kB\)$/,
    );
    const user = userEvent.setup();
    await user.click(thumbnail);
    const dialog = within(await screen.findByRole('dialog', { name: 'screening-still.jpg' }));
    expect(dialog.getByRole('img', { name: 'screening-still.jpg' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Close' })).toHaveFocus();
    // Escape is the browser's own <dialog> (tests/e2e); this test DOM has no showModal.
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(thumbnail).toHaveFocus());
  });
});
