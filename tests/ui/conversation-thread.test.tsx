import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RemoteSystemError } from '@/application/remote-system-error';
import { COMMENTS_AT_ONCE } from '@/ui/groups/use-comment-window';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_TOPIC_NIDS, DEMO_TOPICS } from '../support/demo-groups';
import { renderPortal } from '../support/render-portal';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';

const SESSIONS = DEMO_TOPIC_NIDS.readingGroupSessions;
const SESSIONS_PATH = `/group_topics/single/${SESSIONS}`;
/** The reading-group topic's comments (21: one more than the first batch), in thread order. */
const sessionComments = DEMO_TOPICS.find((topic) => topic.nid === SESSIONS)!.comments;

/**
 * An IntersectionObserver the test drives: `scrollToSentinels()` tells every watched element it came into view,
 * as the reader's wheel would ("Show more comments" drawn as they scroll to it, use-when-seen.ts).
 */
class SeenByTest {
  static watching = new Set<SeenByTest>();
  private readonly targets = new Set<Element>();
  constructor(private readonly seen: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.targets.add(target);
    SeenByTest.watching.add(this);
  }
  disconnect() {
    SeenByTest.watching.delete(this);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  static scrollToSentinels() {
    for (const observer of [...SeenByTest.watching]) {
      const entries = [...observer.targets].map((target) => ({ target, isIntersecting: true }));
      observer.seen(entries as unknown as IntersectionObserverEntry[], observer as never);
    }
  }
}

/**
 * The reader scrolls, inside an async act: an awaited act around a synchronous callback lets React flush the
 * rest in later tasks with the act environment already switched off, so a timer of the page's firing then (the
 * main menu's 250 ms mark, on a busy machine) was reported as "not configured to support act(...)".
 */
const scrolledToSentinels = () =>
  act(async () => {
    SeenByTest.scrollToSentinels();
  });

/** Issue 51, items 1–2 and "Link to this comment": the thread stays put around the member, and says where it is. */
describe('a long discussion around a member who writes in it', () => {
  let worldTab: WorldTab;
  beforeEach(async () => {
    worldTab = openWorldTab();
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    SeenByTest.watching.clear();
  });

  const discussion = async () => within(await screen.findByRole('region', { name: /^Comments/ }));
  const drawnComments = async () => (await discussion()).getAllByRole('article');
  const itemOf = (cid: number) => document.getElementById(`comment-${cid}`);

  it('keeps a reply’s box, text, caret and focus while the rest of the comments are drawn', async () => {
    vi.stubGlobal('IntersectionObserver', SeenByTest);
    await renderPortal(worldTab, SESSIONS_PATH);
    const user = userEvent.setup();
    const first = within((await drawnComments())[0]!);
    await user.click(await first.findByRole('button', { name: /^Reply to / }));
    const box = await first.findByRole('textbox', { name: 'Your reply' });
    await user.type(box, 'first half');
    expect(await drawnComments()).toHaveLength(COMMENTS_AT_ONCE);
    await scrolledToSentinels();
    expect(await drawnComments()).toHaveLength(sessionComments.length);
    expect(first.getByRole('textbox', { name: 'Your reply' })).toBe(box);
    expect(box).toHaveFocus();
    await user.keyboard(' second half');
    expect(box).toHaveValue('first half second half');
  });

  it('moves the focus to the first comment the last “Show more comments” draws, by keyboard', async () => {
    await renderPortal(worldTab, SESSIONS_PATH);
    const user = userEvent.setup();
    const more = await (await discussion()).findByRole('button', { name: 'Show more comments' });
    more.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(itemOf(sessionComments[COMMENTS_AT_ONCE]!.id)).toHaveFocus());
    expect((await discussion()).queryByRole('button', { name: 'Show more comments' })).toBeNull();
  });

  it('moves the focus on when the button holding it is drawn away as the reader comes to it', async () => {
    vi.stubGlobal('IntersectionObserver', SeenByTest);
    await renderPortal(worldTab, SESSIONS_PATH);
    // Reached with Tab, the button scrolls into view, and the comments it stands for are drawn.
    (await (await discussion()).findByRole('button', { name: 'Show more comments' })).focus();
    await scrolledToSentinels();
    await waitFor(() => expect(itemOf(sessionComments[COMMENTS_AT_ONCE]!.id)).toHaveFocus());
  });

  it('keeps the focus on the first new comment while the list goes on drawing', async () => {
    vi.stubGlobal('IntersectionObserver', SeenByTest);
    await renderPortal(worldTab, SESSIONS_PATH);
    const user = userEvent.setup();
    await user.click(await (await discussion()).findByRole('button', { name: 'First new comment' }));
    const fresh = document.activeElement;
    expect(fresh).toHaveTextContent(/new/);
    await scrolledToSentinels();
    expect(await drawnComments()).toHaveLength(sessionComments.length);
    expect(fresh).toBeInTheDocument();
    expect(fresh).toHaveFocus();
  });

  it('announces a posted comment and keeps the focus in the comment box', async () => {
    await renderPortal(worldTab, SESSIONS_PATH);
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Your comment' });
    await user.type(box, 'Count me in.');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await (await discussion()).findByText('Count me in.')).toBeInTheDocument();
    expect((await discussion()).getByRole('status')).toHaveTextContent('Your comment was posted.');
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });

  it('keeps the focus in the editor after a failed save, the refusal its description', async () => {
    await renderPortal(worldTab, `/group_topics/single/${DEMO_TOPIC_NIDS.readingList}`);
    const user = userEvent.setup();
    // The member's own comment there, the one with an Edit.
    const [edit] = await (await discussion()).findAllByRole('button', { name: /^Edit your comment/ });
    await user.click(edit!);
    const editor = within(await screen.findByRole('form', { name: 'Edit your comment' }));
    // A refusal: an edit that cannot reach the content system waits in the outbox instead.
    worldTab.world.groups.outage.start(new RemoteSystemError('drupal', 403));
    await user.click(editor.getByRole('button', { name: 'Save' }));
    await editor.findByRole('alert');
    const field = editor.getByRole('textbox', { name: 'Your comment' });
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(/not saved/);
    worldTab.world.groups.outage.end();
  });

  it('says "Topic deleted" on the group’s page after the member deletes a topic, with the focus there', async () => {
    const { router } = await renderPortal(
      worldTab,
      `/group_topics/single/${DEMO_TOPIC_NIDS.callForContributions}`,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete topic' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete topic' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/group/1'));
    const status = await screen.findByText('Topic deleted');
    expect(status).toHaveAttribute('role', 'status');
    await waitFor(() => expect(status).toHaveFocus());
  });

  describe('Link to this comment', () => {
    it('is on every comment, told apart by its byline, and leads to the topic at that comment', async () => {
      await renderPortal(worldTab, SESSIONS_PATH);
      const comments = await drawnComments();
      const [first] = sessionComments;
      const link = within(comments[0]!).getByRole('link', { name: 'Link to this comment' });
      expect(link).toHaveAttribute('href', `${SESSIONS_PATH}#comment-${first!.id}`);
      expect(link).toHaveAccessibleDescription(new RegExp(`^${first!.authorName} · `));
      const links = (await discussion()).getAllByRole('link', { name: 'Link to this comment' });
      expect(links).toHaveLength(comments.length);
    });

    it('opens the topic focused on the comment, drawing earlier batches when it is beyond them', async () => {
      const last = sessionComments.at(-1)!;
      await renderPortal(worldTab, `${SESSIONS_PATH}#comment-${last.id}`);
      await waitFor(() => expect(itemOf(last.id)).toHaveFocus());
      expect(await drawnComments()).toHaveLength(sessionComments.length);
    });

    it('moves to a comment already drawn when its link is followed on the page', async () => {
      await renderPortal(worldTab, SESSIONS_PATH);
      const user = userEvent.setup();
      const third = sessionComments[2]!;
      const item = within((await drawnComments())[2]!);
      await user.click(item.getByRole('link', { name: 'Link to this comment' }));
      await waitFor(() => expect(itemOf(third.id)).toHaveFocus());
    });

    it('leaves the topic at its top for a comment it does not hold', async () => {
      await renderPortal(worldTab, `${SESSIONS_PATH}#comment-999999`);
      expect(await drawnComments()).toHaveLength(COMMENTS_AT_ONCE);
      expect(document.activeElement).toBe(document.body);
    });
  });
});
