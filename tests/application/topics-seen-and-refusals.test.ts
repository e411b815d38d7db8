import { beforeEach, describe, expect, it } from 'vitest';
import { refusalReasonOf } from '@/application/groups/content-refusal';
import { TopicsSeen } from '@/application/groups/topics-seen';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { LogOut } from '@/application/session/log-out';
import { SessionExpiry } from '@/application/session/session-expiry';
import { SessionStore } from '@/application/session/session-store';
import {
  expireServerSession,
  logInAs,
  openAnotherTab,
  openWorldTab,
  reloadTab,
  type WorldTab,
} from '../support/session-fakes';

const TOPIC = { nid: 906, title: 'Reading group sessions', groupId: 2, groupTitle: 'Television Studies' };

describe('TopicsSeen: what this tab has shown, so a missing topic can be told as removed', () => {
  let worldTab: WorldTab;
  const seen = (tab = worldTab) => tab.container.get(TopicsSeen);

  beforeEach(async () => {
    worldTab = openWorldTab();
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
  });

  it('remembers a shown topic across a reload of the tab, and knows nothing of one never shown', () => {
    seen().remember(TOPIC);
    expect(seen(reloadTab(worldTab)).find(906)).toEqual(TOPIC);
    expect(seen().find(905)).toBeNull();
  });

  it('is this tab’s and this user’s only: another tab, and another account, never saw it', async () => {
    seen().remember(TOPIC);
    expect(seen(openAnotherTab(worldTab)).find(906)).toBeNull();
    await logInAs(worldTab, DEMO_ACCOUNTS.organizer);
    expect(seen().find(906)).toBeNull();
  });

  it('leaves nothing of the member behind at a logout, and keeps it through an expiry', async () => {
    seen().remember(TOPIC);
    expireServerSession(worldTab);
    await worldTab.container.get(SessionExpiry).verify();
    expect(worldTab.container.get(SessionStore).snapshot().expired).toBe(true);
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
    expect(seen().find(906)).toEqual(TOPIC);
    await worldTab.container.get(LogOut).execute();
    expect(worldTab.sessionStorage.keys().filter((key) => key.includes('topics-seen'))).toEqual([]);
  });

  it('keeps the latest 200, the oldest going first', () => {
    for (let nid = 1; nid <= 201; nid += 1) seen().remember({ ...TOPIC, nid });
    expect(seen().find(1)).toBeNull();
    expect(seen().find(2)).not.toBeNull();
    expect(seen().find(201)).not.toBeNull();
  });
});

describe('refusalReasonOf: core’s refusals read into reasons, whatever else they say', () => {
  const validation = (...lines: string[]) =>
    `Unprocessable Entity: validation failed.\n${lines.join('\n')}\n`;

  it.each([
    [validation('entity_id.0.target_id: The referenced entity (node: 908) does not exist.'), 'topic-removed'],
    [
      validation('pid.0.target_id: The referenced entity (comment: 9) does not exist.'),
      'reply-target-removed',
    ],
    [
      validation(
        'pid.0.target_id: The referenced entity (comment: 9) does not exist.',
        'comment_body: This value should not be null.',
      ),
      'reply-target-removed',
    ],
    [validation('comment_body: This value should not be null.'), 'empty'],
    [validation('title: This value should not be null.'), 'empty'],
    [validation('title.0.value: Title: may not be longer than 255 characters.'), 'title-too-long'],
    ['Could not determine entity type bundle: "comment_type" field is missing.', 'other'],
    [null, 'other'],
  ])('%j is %s', (message, reason) => {
    expect(refusalReasonOf(message)).toBe(reason);
  });
});
