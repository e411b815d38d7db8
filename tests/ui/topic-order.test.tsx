import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TopicReading } from '@/application/groups/topic-reading';
import type { GroupGateway } from '@/application/groups/group-gateway';
import { TOPICS_PER_PAGE } from '@/domain/groups/group';
import { Preferences, topicOrderOf } from '@/application/preferences/preferences';
import { topicOrderCookieName } from '@/ui/groups/topic-order-cookie';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_GROUP_IDS, DEMO_TOPIC_NIDS } from '../support/demo-groups';
import { renderPortal, screensLoaded } from '../support/render-portal';
import { GroupPage, TopicPage } from '@/ui/app/routes';
import { logInAs, openWorldTab, reloadTab, type WorldTab } from '../support/session-fakes';

const { televisionStudies, documentaryFilm } = DEMO_GROUP_IDS;
const { screeningStills, readingGroupSessions, streamingArchive, houseRules } = DEMO_TOPIC_NIDS;

const topics = async () => within(await screen.findByRole('region', { name: 'Topics' }));
/** The topics' node ids as listed, read from their links (the pager's left out). */
const listedNids = async () =>
  (await (await topics()).findAllByRole('link'))
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/group_topics/single/'))
    .map((href) => Number(href.replace('/group_topics/single/', '')));
const orderSelect = async () => (await topics()).findByRole('combobox', { name: 'Sort topics by' });
const clearCookie = () => {
  document.cookie = `${topicOrderCookieName('necs')}=; Max-Age=0; Path=/`;
};

describe('a group’s topics in the order the member chooses', () => {
  beforeAll(() => screensLoaded(GroupPage, TopicPage));
  let worldTab: WorldTab;
  beforeEach(async () => {
    clearCookie();
    worldTab = openWorldTab();
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
  });
  afterEach(clearCookie);

  it('lists them newest first, and by latest activity once chosen: the topic commented last first', async () => {
    await renderPortal(worldTab, `/group/${televisionStudies}`);
    expect(await listedNids()).toEqual([screeningStills, readingGroupSessions, streamingArchive]);
    const select = await orderSelect();
    expect(select).toHaveDisplayValue('Newest first');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Newest first', 'Latest activity']);
    // The same topics in another order: what the member read of them is known already, so nothing waits for
    // it (a wait would hide the list, the select with it, and take the focus away).
    const lastReads = vi.spyOn(TopicReading.prototype, 'lastReads');
    await userEvent.setup().selectOptions(select, 'Latest activity');
    await waitFor(async () =>
      expect(await listedNids()).toEqual([readingGroupSessions, screeningStills, streamingArchive]),
    );
    expect(lastReads).not.toHaveBeenCalled();
    expect(select).toHaveDisplayValue('Latest activity');
    expect(select).toHaveFocus();
  });

  it('with more topics than a page holds, reads the group by latest activity once chosen, showing none listed newest first meanwhile', async () => {
    const { groups } = worldTab.world;
    const draft = (title: string) => ({
      groupId: televisionStudies,
      title,
      message: '',
      group: '',
      files: [],
    });
    const posted: number[] = [];
    for (let count = 1; count <= 60; count++)
      posted.push((await groups.postTopic(worldTab.world.accounts.loggedInUid, draft(`Topic ${count}`))).nid);
    // The oldest topic, last of all newest first, commented a minute after the others were posted.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    await groups.postComment(worldTab.world.accounts.loggedInUid, streamingArchive, '<p>Still here.</p>');
    vi.useRealTimers();
    const held = holdReadsIn(groups, 'activity');

    await renderPortal(worldTab, `/group/${televisionStudies}`);
    const newest = await listedNids();
    expect(newest).toHaveLength(TOPICS_PER_PAGE);
    expect(newest.slice(0, 3)).toEqual(posted.slice(-3).reverse());
    expect(newest).not.toContain(streamingArchive);
    const select = await orderSelect();
    await userEvent.setup().selectOptions(select, 'Latest activity');

    // While the group is read in that order, no topic of the other order is shown under it.
    expect(await (await topics()).findByRole('status')).toHaveTextContent('Loading the topics');
    expect((await topics()).queryAllByRole('link')).toEqual([]);
    expect(select).toHaveFocus();
    held.release();
    await waitFor(async () => expect((await listedNids())[0]).toBe(streamingArchive));
    const whole = await groups.getTopics(televisionStudies, 0, { order: 'activity' });
    expect(await listedNids()).toEqual(whole.rows.map(({ nid }) => nid));
    expect(select).toHaveFocus();

    // Back to newest first: the page read before in that order was dropped, and the group is read again in it.
    const newestReads = () =>
      vi.mocked(groups.getTopics).mock.calls.filter(([, , options]) => options?.order === 'newest').length;
    const before = newestReads();
    await userEvent.setup().selectOptions(select, 'Newest first');
    await waitFor(async () => expect(await listedNids()).toEqual(newest));
    expect(newestReads()).toBe(before + 1);
  });

  it('remembers the choice on this device, for the next visit, and repeats it in its cookie for the server', async () => {
    await renderPortal(worldTab, `/group/${televisionStudies}`);
    await userEvent.setup().selectOptions(await orderSelect(), 'Latest activity');
    await waitFor(() => expect(document.cookie).toContain('necs_topic_order=activity'));
    cleanup();
    const reloaded = reloadTab(worldTab);
    expect(topicOrderOf(reloaded.container.get(Preferences).snapshot())).toBe('activity');
    await renderPortal(reloaded, `/group/${televisionStudies}`);
    expect(await orderSelect()).toHaveDisplayValue('Latest activity');
    expect(await listedNids()).toEqual([readingGroupSessions, screeningStills, streamingArchive]);
  });

  it('writes the cookie again from the device’s choice when it was lost', async () => {
    worldTab.container.get(Preferences).setTopicOrder('activity');
    await renderPortal(worldTab, `/group/${televisionStudies}`);
    await orderSelect();
    expect(document.cookie).toContain('necs_topic_order=activity');
  });

  it('lists a pinned topic first in either order, marked "Pinned", and no other so', async () => {
    await renderPortal(worldTab, `/group/${documentaryFilm}`);
    for (const order of ['Newest first', 'Latest activity']) {
      await userEvent.setup().selectOptions(await orderSelect(), order);
      await waitFor(async () => expect(await listedNids()).toEqual([houseRules, 904]));
      const [pinned, other] = (await topics()).getAllByRole('listitem');
      expect(within(pinned!).getByText('Pinned')).toBeVisible();
      expect(within(other!).queryByText('Pinned')).not.toBeInTheDocument();
    }
  });

  it('marks a pinned topic "Pinned" on its own page too, and no other (issue 51)', async () => {
    await renderPortal(worldTab, `/group_topics/single/${houseRules}`);
    await screen.findByRole('heading', { level: 1, name: 'House rules: read this first' });
    expect(screen.getByText('Pinned')).toBeVisible();
    cleanup();
    await renderPortal(worldTab, '/group_topics/single/904');
    await screen.findByRole('heading', { level: 1, name: 'Screening notes' });
    expect(screen.queryByText('Pinned')).not.toBeInTheDocument();
  });
});

/** Holds the gateway's reads of topic pages in `order` until `release`; the others answer at once. */
function holdReadsIn(groups: GroupGateway, order: string): { release(): void } {
  const read = groups.getTopics.bind(groups);
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.spyOn(groups, 'getTopics').mockImplementation(async (groupId, page, options) => {
    if (options?.order === order) await gate;
    return read(groupId, page, options);
  });
  return { release: () => release() };
}
