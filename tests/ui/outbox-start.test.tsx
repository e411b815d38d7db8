import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CommentOutbox } from '@/application/groups/comment-outbox';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_TOPIC_NIDS } from '../support/demo-groups';
import { renderPortal } from '../support/render-portal';
import { logInAs, openWorldTab, reloadTab, type WorldTab } from '../support/session-fakes';

const TOPIC = DEMO_TOPIC_NIDS.readingList;

/** Issue 61: what waits in the outbox goes from whatever page the member is on, not only a topic's. */
describe('the outbox’s sender on any page', () => {
  let written: WorldTab;
  beforeEach(async () => {
    written = openWorldTab();
    await logInAs(written, DEMO_ACCOUNTS.member);
    // Written earlier in this tab, with nothing sending it since (a reload, a duplicated tab).
    written.container
      .get(CommentOutbox)
      .add({ topicNid: TOPIC, text: 'Written on the train', replyTo: null, edit: null, attemptedAt: null });
  });
  const stored = async (tab: WorldTab) =>
    ((await tab.world.groups.getTopic(TOPIC))?.comments ?? []).filter(
      ({ bodyHtml }) => bodyHtml === '<p>Written on the train</p>',
    ).length;

  it('sends what waits from the member area, where no topic is open', async () => {
    const tab = reloadTab(written);
    await renderPortal(tab, '/my-necs');
    await waitFor(() => expect(tab.container.get(CommentOutbox).items()).toEqual([]));
    expect(await stored(tab)).toBe(1);
  });
});
