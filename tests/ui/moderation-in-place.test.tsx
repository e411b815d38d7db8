import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RemoteSystemError } from '@/application/remote-system-error';
import { DEMO_ACCOUNTS, type DemoAccount } from '../support/demo-accounts';
import { DEMO_GROUP_IDS, DEMO_TOPIC_NIDS } from '../support/demo-groups';
import { renderPortal } from '../support/render-portal';
import { logInAs, openWorldTab } from '../support/session-fakes';

const topicPath = (nid: number) => `/group_topics/single/${nid}`;
const STILLS = 'Stills from the Lisbon screening';

/** Issue 63: the administrator removes any comment and pins a topic in place; a member is offered neither. */
describe('moderation in place', () => {
  const main = () => within(screen.getByRole('main'));
  const discussion = async () => within(await screen.findByRole('region', { name: /^Comments/ }));
  const openTopicAs = async (account: DemoAccount, nid: number) => {
    const worldTab = openWorldTab();
    await logInAs(worldTab, account);
    await renderPortal(worldTab, topicPath(nid));
    return userEvent.setup();
  };

  it('removes another member’s comment and its replies after a confirmation naming whose it is', async () => {
    const user = await openTopicAs(DEMO_ACCOUNTS.admin, DEMO_TOPIC_NIDS.screeningStills);
    const comments = await discussion();
    const remove = await comments.findByRole('button', {
      name: /^Remove comment by Marta Kowalska of November 6, 2026 at 9:30/,
    });
    // Marta's first comment heads a thread of two replies: Emma's, and Marta's answer to it.
    expect(comments.getAllByRole('button', { name: /^Remove comment by / })).toHaveLength(4);
    await user.click(remove);
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Remove the comment by Marta Kowalska?' }),
    );
    expect(dialog.getByText(/Its replies are removed with it/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(remove).toHaveFocus());
    await user.click(remove);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove comment' }),
    );
    expect(await comments.findByText('The comment by Marta Kowalska was removed.')).toBeInTheDocument();
    await waitFor(() => expect(comments.queryByText('Which print was it?')).toBeNull());
    expect(comments.queryByText('The restored one.')).toBeNull();
    expect(comments.getByText('More stills next week.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: /^Comments/ })).toHaveFocus());
  });

  it('pins a topic in place, which its group then lists first marked "Pinned", and unpins it', async () => {
    const user = await openTopicAs(DEMO_ACCOUNTS.admin, DEMO_TOPIC_NIDS.screeningStills);
    const pin = await main().findByRole('button', { name: 'Pin topic' });
    await user.click(pin);
    expect(await main().findByText('The topic is pinned: its group lists it first.')).toBeInTheDocument();
    const header = screen.getByRole('heading', { level: 1, name: STILLS }).closest('header')!;
    await waitFor(() => expect(within(header).getByText('Pinned')).toBeInTheDocument());
    expect(pin).toHaveAccessibleName('Unpin topic');
    expect(pin).toHaveFocus();
    await user.click(pin);
    expect(await main().findByText('The topic is no longer pinned.')).toBeInTheDocument();
    await waitFor(() => expect(within(header).queryByText('Pinned')).toBeNull());
    expect(pin).toHaveAccessibleName('Pin topic');
  });

  it('says why a pin did not happen beside the button, which tries again', async () => {
    const worldTab = openWorldTab();
    await logInAs(worldTab, DEMO_ACCOUNTS.admin);
    await renderPortal(worldTab, topicPath(DEMO_TOPIC_NIDS.screeningStills));
    const user = userEvent.setup();
    const pin = await main().findByRole('button', { name: 'Pin topic' });
    await waitFor(() => expect(pin).toBeEnabled());
    worldTab.world.groups.outage.start(new RemoteSystemError('drupal', 502));
    await user.click(pin);
    expect(await main().findByRole('alert')).toHaveTextContent(/^The topic was not pinned\. /);
    expect(pin).toHaveAccessibleName('Pin topic');
    worldTab.world.groups.outage.end();
    await user.click(pin);
    expect(await main().findByText('The topic is pinned: its group lists it first.')).toBeInTheDocument();
    expect(main().queryByRole('alert')).toBeNull();
  });

  it('lists a topic the administrator pinned first in its group, marked "Pinned"', async () => {
    const worldTab = openWorldTab();
    await logInAs(worldTab, DEMO_ACCOUNTS.admin);
    await worldTab.world.groups.setTopicPinned(
      worldTab.world.accounts.loggedInUid,
      DEMO_TOPIC_NIDS.streamingArchive,
      true,
    );
    await renderPortal(worldTab, `/group/${DEMO_GROUP_IDS.televisionStudies}`);
    const topics = within(await screen.findByRole('region', { name: 'Topics' }));
    const [first] = await topics.findAllByRole('link', { name: /./ });
    expect(first).toHaveAccessibleName(/Streaming/);
    expect(first?.closest('li')).toHaveTextContent('Pinned');
  });

  it('offers a member neither Remove comment nor Pin topic, on their own topic either', async () => {
    await openTopicAs(DEMO_ACCOUNTS.member, DEMO_TOPIC_NIDS.readingGroupSessions);
    const comments = await discussion();
    await comments.findAllByRole('button', { name: /^Reply to / });
    expect(main().getByRole('button', { name: 'Delete topic' })).toBeInTheDocument();
    expect(main().queryByRole('button', { name: /^Remove comment/ })).toBeNull();
    expect(main().queryByRole('button', { name: /^(Pin|Unpin) topic$/ })).toBeNull();
  });
});
