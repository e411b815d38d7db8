import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RemoteSystemError } from '@/application/remote-system-error';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_GROUP_IDS } from '../support/demo-groups';
import { renderPortal } from '../support/render-portal';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';
import { expectConsole } from '../support/console-expectations';

const { filmHistory, documentaryFilm } = DEMO_GROUP_IDS;

describe('a group page (/group/:id)', () => {
  let worldTab: WorldTab;
  beforeEach(() => {
    worldTab = openWorldTab();
  });

  const membership = async () => within(await screen.findByRole('region', { name: 'Membership' }));
  // Until Join's code has come, a disabled Join holds its place: a click on it does nothing.
  const joinButton = async (panel: ReturnType<typeof within>) => {
    await waitFor(() => expect(panel.getByRole('button', { name: 'Join group' })).toBeEnabled());
    return panel.getByRole('button', { name: 'Join group' });
  };
  // The list comes with its own code (loaded for members only), after the region's heading.
  const topicLinks = async () =>
    (await within(await screen.findByRole('region', { name: 'Topics' })).findAllByRole('link')).map(
      (link) => [link.textContent, link.getAttribute('href')],
    );

  it('shows a visitor the group, its leaders and how to join, and the topics’ place asks them to log in', async () => {
    const { groups } = worldTab.world;
    const asked: number[] = [];
    const read = groups.getTopics.bind(groups);
    groups.getTopics = (id, page) => (asked.push(id), read(id, page));
    await renderPortal(worldTab, `/group/${filmHistory}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Film History' })).toBeInTheDocument();
    expect(screen.getByText(/Early cinema, film archives/)).toBeInTheDocument();
    expect(screen.getByText(/3 members/)).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Leaders' })).findByText('Luca Bianchi'),
    ).toBeVisible();
    const topics = within(await screen.findByRole('region', { name: 'Topics' }));
    expect(topics.getByText(/to read the discussions\./)).toBeInTheDocument();
    expect(topics.getAllByRole('link').map((link) => link.textContent)).toEqual(['Log in']);
    // Topics, comments and the names of who wrote them are for members: a visitor's page never asks.
    expect(asked).toEqual([]);
    expect((await membership()).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/user/login');
    expect(screen.queryByRole('button', { name: 'Join group' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Film History – NECS'));
  });

  it('brings a visitor back to the group after logging in from the topics’ place, with its topics', async () => {
    await renderPortal(worldTab, `/group/${filmHistory}`);
    const topics = within(await screen.findByRole('region', { name: 'Topics' }));
    const user = userEvent.setup();
    await user.click(topics.getByRole('link', { name: 'Log in' }));
    const { member } = DEMO_ACCOUNTS;
    await user.type(await screen.findByLabelText('E-mail'), member.user.mail);
    await user.type(screen.getByLabelText('Password'), member.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Film History' })).toBeInTheDocument();
    expect((await topicLinks())[0]).toEqual([
      'Reading list for the autumn seminar',
      '/group_topics/single/902',
    ]);
  });

  it('shows a member of the association the topics, newest first', async () => {
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
    await renderPortal(worldTab, `/group/${filmHistory}`);
    expect(await topicLinks()).toEqual([
      ['Reading list for the autumn seminar', '/group_topics/single/902'],
      ['Call for contributions: early cinema', '/group_topics/single/901'],
      ['Welcome to the group', '/group_topics/single/900'],
    ]);
  });

  it('shows each topic’s comment count, and none where the content system did not say how many', async () => {
    const { groups } = worldTab.world;
    const read = groups.getTopics.bind(groups);
    groups.getTopics = async (id, page) => {
      const { rows, pager } = await read(id, page);
      return { rows: rows.map((row) => (row.nid === 901 ? { ...row, commentCount: null } : row)), pager };
    };
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
    await renderPortal(worldTab, `/group/${filmHistory}`);
    const region = within(await screen.findByRole('region', { name: 'Topics' }));
    const counts = (await region.findAllByRole('listitem')).map(
      (item) =>
        within(item)
          .queryByText(/\d+ comments?$/)
          ?.textContent.match(/\d+ comments?$/)?.[0] ?? null,
    );
    expect(counts).toEqual(['2 comments', null, '0 comments']);
  });

  it('names in each row the last comment’s author and time, "No comments yet" without one, nothing when unknown', async () => {
    const { groups } = worldTab.world;
    const read = groups.getTopics.bind(groups);
    groups.getTopics = async (id, page) => {
      const { rows, pager } = await read(id, page);
      const unknown = { commentCount: null, lastCommentAt: null, lastCommentAuthor: null };
      return { rows: rows.map((row) => (row.nid === 901 ? { ...row, ...unknown } : row)), pager };
    };
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
    await renderPortal(worldTab, `/group/${filmHistory}`);
    const region = within(await screen.findByRole('region', { name: 'Topics' }));
    const [reading, call, welcome] = await region.findAllByRole('listitem');
    const lastWord = within(reading!)
      .getByText(/^Last comment by/)
      .closest('p');
    expect(lastWord).toHaveTextContent(/^Last comment by Antoine Dubois · October 4, 2026 at \d{1,2}:15/);
    expect(lastWord?.querySelector('time')).toHaveAttribute('datetime', '2026-10-04T08:15:00+00:00');
    expect(within(welcome!).getByText('No comments yet')).toBeVisible();
    expect(within(call!).queryByText(/^Last comment by|^No comments yet/)).toBeNull();
  });

  it('tells a logged-in non-member that the discussions are for members of the association, and where to join', async () => {
    await logInAs(worldTab, DEMO_ACCOUNTS.guest);
    await renderPortal(worldTab, `/group/${filmHistory}`);
    const topics = within(await screen.findByRole('region', { name: 'Topics' }));
    expect(topics.getByText(/open to members of the association/)).toBeInTheDocument();
    expect(topics.getByRole('link', { name: 'Become a member' })).toHaveAttribute('href', '/join');
  });

  it('lets a member join without a reload, saying so, and leave again', async () => {
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
    await renderPortal(worldTab, `/group/${documentaryFilm}`);
    const panel = await membership();
    expect(panel.getByText('You are not in this group.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await joinButton(panel));
    expect(await panel.findByText('You are a member of this group.')).toBeInTheDocument();
    expect(panel.getByRole('status')).toHaveTextContent('You joined Documentary Film.');
    expect(screen.getByText(/2 members/)).toBeInTheDocument();
    // The same button, now Leave: keyboard focus stays where it was.
    expect(panel.getByRole('button', { name: 'Leave group' })).toHaveFocus();
    await user.click(panel.getByRole('button', { name: 'Leave group' }));
    expect(await panel.findByText('You are not in this group.')).toBeInTheDocument();
    expect(panel.getByRole('status')).toHaveTextContent('You left Documentary Film.');
  });

  it('shows the pending join as a disabled "Joining…"', async () => {
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
    const groups = worldTab.world.groups;
    let release = () => {};
    const join = groups.join.bind(groups);
    groups.join = (writer, id) => new Promise<void>((resolve) => (release = () => resolve(join(writer, id))));
    await renderPortal(worldTab, `/group/${documentaryFilm}`);
    const panel = await membership();
    await userEvent.setup().click(await joinButton(panel));
    expect(panel.getByRole('button', { name: 'Joining…' })).toBeDisabled();
    release();
    expect(await panel.findByRole('button', { name: 'Leave group' })).toBeEnabled();
  });

  it('says why joining failed and joins on Try again', async () => {
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
    await renderPortal(worldTab, `/group/${documentaryFilm}`);
    const panel = await membership();
    worldTab.world.groups.outage.start();
    const user = userEvent.setup();
    await user.click(await joinButton(panel));
    expect(await panel.findByRole('alert')).toHaveTextContent(
      'The content system could not be reached (Network Error).',
    );
    worldTab.world.groups.outage.end();
    await user.click(panel.getByRole('button', { name: 'Try again' }));
    expect(await panel.findByText('You are a member of this group.')).toBeInTheDocument();
    expect(panel.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the content system refuses', async () => {
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
    await renderPortal(worldTab, `/group/${documentaryFilm}`);
    const panel = await membership();
    worldTab.world.groups.outage.start(new RemoteSystemError('drupal', 403));
    await userEvent.setup().click(await joinButton(panel));
    expect(await panel.findByRole('alert')).toHaveTextContent('The content system did not allow this.');
  });

  it('tells a leader they lead the group', async () => {
    await logInAs(worldTab, DEMO_ACCOUNTS.organizer);
    await renderPortal(worldTab, `/group/${filmHistory}`);
    expect((await membership()).getByText('You lead this group.')).toBeInTheDocument();
    expect((await membership()).getByRole('button', { name: 'Leave group' })).toBeInTheDocument();
  });

  it('tells a logged-in non-member that groups are for members', async () => {
    await logInAs(worldTab, DEMO_ACCOUNTS.guest);
    await renderPortal(worldTab, `/group/${documentaryFilm}`);
    const panel = await membership();
    expect(panel.getByText(/open to members/)).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Join group' })).not.toBeInTheDocument();
  });

  it.each(['999', 'abc', '1e2', '0'])('sends /group/%s to the not-found page', async (id) => {
    const { router } = await renderPortal(worldTab, `/group/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(`/group/${id}`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/404/${encodeURIComponent(`group/${id}`)}`);
  });

  it('reports a group that could not be loaded and loads it on Try again', async () => {
    expectConsole('error', 'RemoteSystemError: Network Error');
    worldTab.world.groups.outage.start();
    await renderPortal(worldTab, `/group/${filmHistory}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This working group could not be loaded');
    worldTab.world.groups.outage.end();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Film History' })).toBeInTheDocument();
  });

  it('gives editors edit, create and delete shortcuts into the content system', async () => {
    await logInAs(worldTab, DEMO_ACCOUNTS.editor);
    await renderPortal(worldTab, `/group/${filmHistory}`);
    const shortcuts = within(await screen.findByRole('list', { name: 'Content system' }));
    expect(
      shortcuts
        .getAllByRole('link')
        .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual([
      ['Edit group', '/cms/group/1/edit'],
      ['Create topic in the content system', '/cms/group/1/content/create/group_node:group_topic'],
      ['Delete group', '/cms/group/1/delete'],
    ]);
  });

  it.each([
    ['administrator', DEMO_ACCOUNTS.admin, true],
    ['developer', DEMO_ACCOUNTS.developer, true],
    ['member', DEMO_ACCOUNTS.member, false],
    ['organizer', DEMO_ACCOUNTS.organizer, false],
  ])('shows the shortcuts to an %s: %s', async (_, account, shown) => {
    await logInAs(worldTab, account);
    await renderPortal(worldTab, `/group/${filmHistory}`);
    await screen.findByRole('heading', { level: 1, name: 'Film History' });
    expect(!!screen.queryByRole('link', { name: 'Edit group' })).toBe(shown);
  });

  describe('the New Topic form', () => {
    const form = () => screen.queryByRole('region', { name: 'New topic' });

    it('is there for a member of the group, and a posted topic shows in its topics', async () => {
      await logInAs(worldTab, DEMO_ACCOUNTS.member);
      await renderPortal(worldTab, `/group/${filmHistory}`);
      const region = within((await screen.findByRole('region', { name: 'New topic' })) as HTMLElement);
      const user = userEvent.setup();
      await user.type(region.getByRole('textbox', { name: 'Title' }), 'Archive visit in May');
      await user.click(region.getByRole('button', { name: 'Create Topic' }));
      expect(await screen.findByRole('link', { name: 'Open it' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/group_topics\/single\/\d+$/),
      );
      expect((await topicLinks())[0]?.[0]).toBe('Archive visit in May');
    });

    it('reloads its topics after a send that may have posted one, and offers no blind Try again', async () => {
      await logInAs(worldTab, DEMO_ACCOUNTS.member);
      const { groups } = worldTab.world;
      // Stored, but the answer did not read: as a 2xx with an HTML body would.
      const store = groups.postTopic.bind(groups);
      groups.postTopic = async (...args) => {
        await store(...args);
        throw new RemoteSystemError('drupal', 200, { reason: 'unexpected-answer', message: 'Unexpected' });
      };
      await renderPortal(worldTab, `/group/${filmHistory}`);
      const region = within((await screen.findByRole('region', { name: 'New topic' })) as HTMLElement);
      const user = userEvent.setup();
      await user.type(region.getByRole('textbox', { name: 'Title' }), 'Archive visit in May');
      await user.click(region.getByRole('button', { name: 'Create Topic' }));
      expect(await region.findByRole('alert')).toHaveTextContent('Your topic may have been posted');
      await waitFor(async () => expect((await topicLinks())[0]?.[0]).toBe('Archive visit in May'));
      expect(region.queryByRole('button', { name: 'Try again' })).toBeNull();
      expect(region.getByRole('textbox', { name: 'Title' })).toHaveValue('Archive visit in May');
      expect(region.getByRole('button', { name: 'Create Topic' })).toBeEnabled();
      expect(screen.queryByRole('link', { name: 'Open it' })).toBeNull();
    });

    it.each([
      ['a visitor', null],
      ['a member outside the group', DEMO_ACCOUNTS.member],
    ])('is not there for %s', async (_, account) => {
      if (account) await logInAs(worldTab, account);
      await renderPortal(worldTab, `/group/${account ? documentaryFilm : filmHistory}`);
      await screen.findByRole('region', { name: 'Topics' });
      expect(form()).toBeNull();
    });
  });
});
