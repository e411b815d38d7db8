import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMMENTS_AT_ONCE } from '@/ui/groups/use-comment-window';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_TOPIC_NIDS, DEMO_TOPICS } from '../support/demo-groups';
import { renderPortal } from '../support/render-portal';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';

const SESSIONS = DEMO_TOPIC_NIDS.readingGroupSessions;
/** The reading-group topic's comments (21: one more than the first batch), in thread order. */
const sessionComments = DEMO_TOPICS.find((topic) => topic.nid === SESSIONS)!.comments;

/** Issue 61, items 3 and 4: the keyboard's way through a discussion, a feed of one Tab stop a comment. */
describe('a discussion from the keyboard', () => {
  let worldTab: WorldTab;
  beforeEach(async () => {
    worldTab = openWorldTab();
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
  });

  const open = async () => {
    await renderPortal(worldTab, `/group_topics/single/${SESSIONS}`);
    const region = within(await screen.findByRole('region', { name: /^Comments/ }));
    const feed = await region.findByRole('feed', { name: /^Comments \(21/ });
    const articles = within(feed).getAllByRole('article');
    // Its buttons work once the page is taken over.
    await waitFor(() => expect(within(articles[0]!).getByRole('button', { name: /^Reply/ })).toBeEnabled());
    return { region, feed, articles };
  };

  it('draws the comments as a feed: each an article named by its byline, its place in the whole thread', async () => {
    const { articles } = await open();
    expect(articles).toHaveLength(COMMENTS_AT_ONCE);
    articles.forEach((article, index) => {
      expect(article).toHaveAttribute('tabindex', '0');
      expect(article).toHaveAttribute('aria-posinset', String(index + 1));
      expect(article).toHaveAttribute('aria-setsize', String(sessionComments.length));
      expect(article).toHaveAccessibleName(new RegExp(sessionComments[index]!.authorName));
    });
  });

  it('counts a comment posted meanwhile in every comment’s place', async () => {
    const { region, feed } = await open();
    const user = userEvent.setup();
    await user.type(region.getByRole('textbox', { name: 'Your comment' }), 'One more.');
    await user.click(region.getByRole('button', { name: 'Post comment' }));
    const posted = (await within(feed).findByText('One more.')).closest('article');
    const total = String(sessionComments.length + 1);
    await waitFor(() => expect(posted).toHaveAttribute('aria-posinset', total));
    for (const article of within(feed).getAllByRole('article'))
      expect(article).toHaveAttribute('aria-setsize', total);
  });

  it('moves the focus into the comment box with “Add a comment”, the first stop after the heading', async () => {
    const { region } = await open();
    const [top, afterBatch] = region.getAllByRole('link', { name: 'Add a comment' });
    expect(afterBatch).toBeDefined();
    const user = userEvent.setup();
    await user.click(top!);
    expect(region.getByRole('textbox', { name: 'Your comment' })).toHaveFocus();
    await user.click(afterBatch!);
    expect(region.getByRole('textbox', { name: 'Your comment' })).toHaveFocus();
  });

  it('is one Tab stop a comment: a comment’s own controls only once the focus is in it', async () => {
    const { articles } = await open();
    const [first, second] = articles;
    const time = first!.querySelector('time')!;
    const reply = within(first!).getByRole('button', { name: /^Reply/ });
    const link = within(first!).getByRole('link', { name: 'Link to this comment' });
    for (const control of [time, reply, link]) expect(control).toHaveAttribute('tabindex', '-1');
    const user = userEvent.setup();
    first!.focus();
    await user.tab();
    expect(time).toHaveFocus();
    await user.tab();
    expect(reply).toHaveFocus();
    await user.tab();
    expect(link).toHaveFocus();
    await user.tab();
    expect(second).toHaveFocus();
    expect(reply).toHaveAttribute('tabindex', '-1');
    // Back with Shift+Tab: the comment before, past its controls.
    await user.tab({ shift: true });
    expect(first).toHaveFocus();
  });

  it('takes the links in a comment’s text out of the Tab order with its other controls', async () => {
    const readingList = DEMO_TOPIC_NIDS.readingList;
    const text = '<p>See <a href="https://example.org/programme">the programme</a>.</p>';
    await worldTab.world.groups.postComment(worldTab.world.accounts.loggedInUid, readingList, text);
    await renderPortal(worldTab, `/group_topics/single/${readingList}`);
    const feed = within(await screen.findByRole('feed'));
    const link = await feed.findByRole('link', { name: 'the programme' });
    const [before, withLink] = feed.getAllByRole('article').slice(-2);
    expect(withLink).toContainElement(link);
    expect(link).toHaveAttribute('tabindex', '-1');
    const user = userEvent.setup();
    await user.click(withLink!);
    await user.tab();
    await user.tab();
    expect(link).toHaveFocus();
    // Out again once the focus has gone on to another comment.
    await user.click(before!);
    expect(link).toHaveAttribute('tabindex', '-1');
  });

  it('steps between a comment and its controls with the arrow keys', async () => {
    const { articles } = await open();
    const first = articles[0]!;
    const user = userEvent.setup();
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(first.querySelector('time')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(first).getByRole('button', { name: /^Reply/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(first).getByRole('link', { name: 'Link to this comment' })).toHaveFocus();
    // Past the last control it stays; Left goes back to the comment itself.
    await user.keyboard('{ArrowRight}');
    expect(within(first).getByRole('link', { name: 'Link to this comment' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(first).toHaveFocus();
  });

  it('leaves the feed with Control+End for what follows it, Control+Home for what precedes it', async () => {
    const { region, articles } = await open();
    const user = userEvent.setup();
    articles[3]!.focus();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(region.getByRole('button', { name: 'Show more comments' })).toHaveFocus();
    articles[3]!.focus();
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(region.getByRole('button', { name: 'First new comment' })).toHaveFocus();
  });

  it('moves between comments with Page Down and Page Up, drawing the next batch past the last one', async () => {
    const { feed, articles } = await open();
    const user = userEvent.setup();
    within(articles[0]!)
      .getByRole('button', { name: /^Reply/ })
      .focus();
    await user.keyboard('{PageDown}');
    expect(articles[1]).toHaveFocus();
    await user.keyboard('{PageUp}');
    expect(articles[0]).toHaveFocus();
    articles.at(-1)!.focus();
    await user.keyboard('{PageDown}');
    await waitFor(() =>
      expect(within(feed).getAllByRole('article')[COMMENTS_AT_ONCE]).toHaveAccessibleName(
        new RegExp(sessionComments[COMMENTS_AT_ONCE]!.authorName),
      ),
    );
    await waitFor(() => expect(within(feed).getAllByRole('article')[COMMENTS_AT_ONCE]).toHaveFocus());
  });

  it('leaves the keys typed in an editor to the editor', async () => {
    const { articles } = await open();
    const first = articles[0]!;
    const user = userEvent.setup();
    await user.click(within(first).getByRole('button', { name: /^Reply/ }));
    const box = await within(first).findByRole('textbox', { name: 'Your reply' });
    await user.type(box, 'ab{ArrowLeft}c');
    expect(box).toHaveValue('acb');
    await user.keyboard('{PageDown}{Control>}{End}{/Control}');
    expect(box).toHaveFocus();
  });
});
