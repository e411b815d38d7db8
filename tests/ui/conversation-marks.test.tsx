import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_TOPIC_NIDS } from '../support/demo-groups';
import { fakeWith } from '../support/fake-with';
import { renderPortal } from '../support/render-portal';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';

const topicPath = (nid: number) => `/group_topics/single/${nid}`;

/** Issue 51: the marks of a conversation said to a reader as well as shown. */
describe('a conversation’s marks, announced', () => {
  let worldTab: WorldTab;
  beforeEach(async () => {
    worldTab = openWorldTab();
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
  });
  const discussion = async () => within(await screen.findByRole('region', { name: /^Comments/ }));
  const itemOf = (text: string) => screen.getByText(text).closest('article')!;

  it('heads the comments with how many are new, as many as the markers, each said "New comment"', async () => {
    await renderPortal(worldTab, topicPath(DEMO_TOPIC_NIDS.readingGroupSessions));
    const comments = await discussion();
    expect(screen.getByRole('heading', { level: 2, name: 'Comments (21, 3 new)' })).toBeInTheDocument();
    // The five comments changed since the member's read hold two of their own: three marked, and said so.
    await comments.findByRole('button', { name: 'First new comment' });
    const user = userEvent.setup();
    for (let more = comments.queryByRole('button', { name: 'Show more comments' }); more;) {
      await user.click(more);
      more = comments.queryByRole('button', { name: 'Show more comments' });
    }
    const heard = comments.getAllByText(/^New comment/);
    expect(heard).toHaveLength(3);
    for (const mark of heard) {
      expect(mark).toHaveClass('visually-hidden');
      expect(within(mark.closest('article')!).getByText('new')).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('heads the comments with their count alone when nothing is new', async () => {
    await renderPortal(worldTab, topicPath(DEMO_TOPIC_NIDS.readingList));
    await discussion();
    expect(screen.getByRole('heading', { level: 2, name: 'Comments (2)' })).toBeInTheDocument();
  });

  it('says whom a reply answers, and names Reply and Edit with whose text they act on', async () => {
    await renderPortal(worldTab, topicPath(DEMO_TOPIC_NIDS.screeningStills));
    await (await discussion()).findAllByRole('button', { name: /^Reply to / });
    const restored = within(itemOf('The restored one.'));
    expect(restored.getByText('In reply to Marta Kowalska')).toBeInTheDocument();
    expect(restored.getByRole('button', { name: 'Reply to Emma Schneider' })).toBeInTheDocument();
    expect(within(itemOf('Which print was it?')).queryByText(/In reply to/)).toBeNull();
    const thanks = within(itemOf('Thank you.'));
    expect(thanks.getByText('In reply to Emma Schneider')).toBeInTheDocument();
    expect(
      thanks.getByRole('button', { name: /^Edit your comment of November 7, 2026 at \d+:\d{2} [AP]M$/ }),
    ).toBeInTheDocument();
    const edits = screen
      .getAllByRole('button', { name: /^Edit your comment/ })
      .map((button) => button.getAttribute('aria-label'));
    expect(new Set(edits).size).toBe(edits.length);
  });

  it('draws each moment with its time of day and everything on hover and focus; an edit that day by its time', async () => {
    const { groups } = worldTab.world;
    const read = groups.getTopic.bind(groups);
    fakeWith(groups, {
      getTopic: async (nid) => {
        const topic = await read(nid);
        if (!topic) return topic;
        const [first, ...rest] = topic.comments;
        const changed = first!.created.replace('09:30', '11:45');
        return { ...topic, comments: [{ ...first!, changed }, ...rest] };
      },
    });
    await renderPortal(worldTab, topicPath(DEMO_TOPIC_NIDS.screeningStills));
    await (await discussion()).findAllByRole('button', { name: /^Reply to / });
    const first = itemOf('Which print was it?');
    await waitFor(() => expect(first.querySelectorAll('time')).toHaveLength(2));
    const [written, edited] = [...first.querySelectorAll('time')];
    expect(written).toHaveTextContent(/^November 6, 2026 at \d+:30 [AP]M$/);
    // Focusable, a stop of Tab once the focus is in its comment (one stop a comment, issue 61).
    await userEvent.setup().click(first);
    await waitFor(() => expect(written).toHaveAttribute('tabindex', '0'));
    expect(written?.getAttribute('title')).toMatch(/^Friday, November 6, 2026 at \d+:30:00 [AP]M/);
    expect(edited).toHaveTextContent(/^\d+:45 [AP]M$/);
    expect(edited?.parentElement).toHaveTextContent(/^edited \d+:45 [AP]M$/);
  });
});
