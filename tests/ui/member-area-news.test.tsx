import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_TOPIC_NIDS } from '../support/demo-groups';
import { expectConsole } from '../support/console-expectations';
import { axeViolations } from '../support/jsdom-axe';
import { renderPortal } from '../support/render-portal';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';

const member = DEMO_ACCOUNTS.member.user.uid;

/** Issue 51: the member area names every topic with something new across the member's groups. */
describe('the member area’s "New in your groups"', () => {
  let worldTab: WorldTab;
  beforeEach(async () => {
    worldTab = openWorldTab();
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
  });
  const panel = async () => within(await screen.findByRole('region', { name: 'New in your groups' }));

  it('lists each topic with its group and "N new", newest activity first, linking to its first new comment', async () => {
    await renderPortal(worldTab, '/my-necs');
    const news = await panel();
    await news.findAllByRole('listitem');
    const sessions = await worldTab.world.groups.getTopic(DEMO_TOPIC_NIDS.readingGroupSessions);
    const firstOthers = sessions!.comments.find(
      (comment) => comment.authorUid !== member && comment.changed > '2026-11-16T12:00:00+00:00',
    )!;
    expect(
      news
        .getAllByRole('listitem')
        .map((item) => [item.textContent, within(item).getByRole('link').getAttribute('href')]),
    ).toEqual([
      [
        'Reading group sessions, spring term · Television Studies · 3 new',
        `/group_topics/single/${DEMO_TOPIC_NIDS.readingGroupSessions}#comment-${firstOthers.id}`,
      ],
      [
        'Stills from the Lisbon screening · Television Studies · 1 new',
        `/group_topics/single/${DEMO_TOPIC_NIDS.screeningStills}#comment-8`,
      ],
    ]);
  });

  it('says so when nothing is new', async () => {
    for (const nid of [DEMO_TOPIC_NIDS.screeningStills, DEMO_TOPIC_NIDS.readingGroupSessions])
      worldTab.world.history.record(member, nid, '2027-01-01T00:00:00+00:00');
    const { container } = await renderPortal(worldTab, '/my-necs');
    expect(
      await (await panel()).findByText('Nothing new in your groups since you last read them.'),
    ).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says what could not be loaded, and loads again with Try again', async () => {
    expectConsole('error', 'RemoteSystemError: Network Error');
    worldTab.world.history.outage.start();
    const { container } = await renderPortal(worldTab, '/my-necs');
    const news = await panel();
    expect(await news.findByRole('alert')).toHaveTextContent(
      'What is new in your groups could not be loaded',
    );
    expect(await axeViolations(container)).toEqual([]);
    worldTab.world.history.outage.end();
    await userEvent.setup().click(news.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(news.getAllByRole('listitem')).toHaveLength(2));
    expect(news.getAllByRole('listitem')[0]).toHaveTextContent(/ · \d+ new$/);
  });
});
