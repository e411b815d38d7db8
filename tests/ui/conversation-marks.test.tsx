import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_GROUP_IDS, DEMO_TOPIC_NIDS } from '../support/demo-groups';
import { fakeWith } from '../support/fake-with';
import { renderPortal } from '../support/render-portal';
import { logInAs, logInElsewhere, openWorldTab, type WorldTab } from '../support/session-fakes';

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

  /** The organizer writes, in a session of their own; then the member's is Drupal's again. */
  async function organizerWrites(write: () => Promise<unknown>): Promise<void> {
    const { accounts } = worldTab.world;
    await accounts.logOut();
    await logInElsewhere(worldTab, DEMO_ACCOUNTS.organizer);
    await write();
    await accounts.logOut();
    await logInElsewhere(worldTab);
  }
  const rowOf = async (title: string) => {
    const topics = within(await screen.findByRole('region', { name: 'Topics' }));
    return (await topics.findByRole('link', { name: title })).closest('li')!;
  };

  // Issue 61: a topic never opened is new, on the group's page and in the member area, until it is opened.
  it('marks a topic the member never opened "New" on the group page and in "New in your groups"', async () => {
    const title = 'Never opened';
    const { groups, history } = worldTab.world;
    const group = {
      groupId: DEMO_GROUP_IDS.filmHistory,
      group: 'Film History',
      message: '<p>Hi.</p>',
      files: [],
    };
    let nid = 0;
    await organizerWrites(
      async () =>
        ({ nid } = await groups.postTopic(worldTab.world.accounts.loggedInUid, { ...group, title })),
    );
    const { unmount } = await renderPortal(worldTab, '/group/1');
    const row = await rowOf(title);
    await waitFor(() => expect(row).toHaveTextContent(/· New(?![a-z])/));
    unmount();

    const area = await renderPortal(worldTab, '/my-necs');
    const panel = within(await screen.findByRole('region', { name: 'New in your groups' }));
    const named = (await panel.findByRole('link', { name: title })).closest('li')!;
    expect(named).toHaveTextContent(`${title} · Film History · New`);
    expect(panel.getByRole('link', { name: title })).toHaveAttribute('href', topicPath(nid));
    area.unmount();

    // Opened, the topic is recorded read; back on the group's page, the mark is gone.
    const { router } = await renderPortal(worldTab, '/group/1');
    await userEvent.setup().click(within(await rowOf(title)).getByRole('link', { name: title }));
    await screen.findByRole('heading', { level: 1, name: title });
    await waitFor(() => expect(history.readAt(DEMO_ACCOUNTS.member.user.uid, nid)).not.toBeNull());
    act(() => void router.navigate(-1));
    await waitFor(async () => expect(await rowOf(title)).not.toHaveTextContent(/New/));
  });

  it('counts no typo fixed in a comment the member read, and marks it "edited", not "New comment"', async () => {
    const { groups, history } = worldTab.world;
    const nid = DEMO_TOPIC_NIDS.readingList;
    // Read the day after the last comment was written; that comment's typo fixed a month later.
    history.record(DEMO_ACCOUNTS.member.user.uid, nid, '2026-10-05T08:15:00+00:00');
    const [readTopic, readTopics] = [groups.getTopic.bind(groups), groups.getTopics.bind(groups)];
    fakeWith(groups, {
      getTopic: async (asked) => {
        const topic = await readTopic(asked);
        if (!topic || asked !== nid) return topic;
        const last = { ...topic.comments.at(-1)!, changed: '2026-11-05T08:15:00+00:00' };
        return { ...topic, comments: [...topic.comments.slice(0, -1), last] };
      },
      // As core's views count goes by `changed`, it says 1.
      getTopics: async (groupId, page) => {
        const answer = await readTopics(groupId, page);
        return {
          ...answer,
          rows: answer.rows.map((row) => (row.nid === nid ? { ...row, newComments: 1 } : row)),
        };
      },
    });
    // The list comes whole, once every topic it may name is read: the others' news is there, this is not.
    const { unmount } = await renderPortal(worldTab, '/my-necs');
    const panel = within(await screen.findByRole('region', { name: 'New in your groups' }));
    await panel.findByRole('link', { name: /spring term/ });
    expect(panel.queryByRole('link', { name: /reading list/i })).toBeNull();
    unmount();

    await renderPortal(worldTab, topicPath(nid));
    const comments = await discussion();
    expect(screen.getByRole('heading', { level: 2, name: 'Comments (2)' })).toBeInTheDocument();
    expect(comments.queryByText(/^New comment/)).toBeNull();
    await waitFor(() => expect(itemOf('Could we add Hansen’s essay?')).toHaveTextContent(/· edited /));
  });
});
