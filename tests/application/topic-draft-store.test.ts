import { beforeEach, describe, expect, it } from 'vitest';
import { PostTopic } from '@/application/groups/post-topic';
import { TopicDraftStore } from '@/application/groups/topic-draft-store';
import { LogOut } from '@/application/session/log-out';
import { SessionStore } from '@/application/session/session-store';
import { SyncSession } from '@/application/session/sync-session';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_GROUP_IDS } from '../support/demo-groups';
import {
  expireServerSession,
  logInAs,
  reloadTab,
  openWorldTab,
  type WorldTab,
} from '../support/session-fakes';
import { expectConsole } from '../support/console-expectations';

const { filmHistory, televisionStudies } = DEMO_GROUP_IDS;
const DRAFT = { title: 'Half a title', message: '<p>Half a thought</p>' };
const MEMBER_KEY = `necs.topic-draft.${DEMO_ACCOUNTS.member.user.uid}.${filmHistory}`;

describe('TopicDraftStore', () => {
  let worldTab: WorldTab;
  const drafts = (bed = worldTab) => bed.container.get(TopicDraftStore);

  beforeEach(async () => {
    worldTab = openWorldTab();
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
  });

  it('keeps a draft per user and group in sessionStorage, versioned, across a reload', () => {
    drafts().save(filmHistory, DRAFT);
    expect(JSON.parse(worldTab.sessionStorage.read(MEMBER_KEY) ?? 'null')).toEqual({
      version: 1,
      value: DRAFT,
    });
    expect(drafts(reloadTab(worldTab)).load(filmHistory)).toEqual(DRAFT);
    expect(drafts(reloadTab(worldTab)).load(televisionStudies)).toBeNull();
  });

  it('removes a draft emptied by the member instead of storing it', () => {
    drafts().save(filmHistory, DRAFT);
    drafts().save(filmHistory, { title: '', message: '' });
    expect(worldTab.sessionStorage.keys()).not.toContain(MEMBER_KEY);
  });

  it('drops the group’s draft once its topic is posted', async () => {
    drafts().save(filmHistory, DRAFT);
    drafts().save(televisionStudies, DRAFT);
    const draft = { groupId: filmHistory, group: 'Film History', files: [], ...DRAFT };
    expect((await worldTab.container.get(PostTopic).execute(draft)).ok).toBe(true);
    expect(drafts().load(filmHistory)).toBeNull();
    expect(drafts().load(televisionStudies)).toEqual(DRAFT);
  });

  it('drops every draft of a user when their session ends', async () => {
    drafts().save(filmHistory, DRAFT);
    drafts().save(televisionStudies, DRAFT);
    worldTab.sessionStorage.write('necs.topic-draft.70.1', 'another user’s, left alone');
    await worldTab.container.get(LogOut).execute();
    expect(worldTab.sessionStorage.keys().filter((key) => key.includes('topic-draft'))).toEqual([
      'necs.topic-draft.70.1',
    ]);
  });

  it('drops them too in a reloaded tab that has not shown a New Topic form since', async () => {
    drafts().save(filmHistory, DRAFT);
    const reloaded = reloadTab(worldTab);
    await reloaded.container.get(LogOut).execute();
    expect(reloaded.sessionStorage.keys()).not.toContain(MEMBER_KEY);
  });

  it('keeps the drafts through an expired session, for the member to log in again and carry on', async () => {
    drafts().save(filmHistory, DRAFT);
    expireServerSession(worldTab);
    await worldTab.container.get(SyncSession).reload();
    expect(worldTab.container.get(SessionStore).snapshot().expired).toBe(true);
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
    expect(drafts().load(filmHistory)).toEqual(DRAFT);
  });

  it('drops an expired user’s drafts once someone else saves one in the tab', async () => {
    drafts().save(filmHistory, DRAFT);
    expireServerSession(worldTab);
    await worldTab.container.get(SyncSession).reload();
    await logInAs(worldTab, DEMO_ACCOUNTS.organizer);
    drafts().save(televisionStudies, DRAFT);
    expect(worldTab.sessionStorage.keys()).not.toContain(MEMBER_KEY);
    expect(drafts().load(televisionStudies)).toEqual(DRAFT);
  });

  it('keeps nothing for a visitor', () => {
    const visitor = openWorldTab();
    drafts(visitor).save(filmHistory, DRAFT);
    expect(drafts(visitor).load(filmHistory)).toBeNull();
    expect(visitor.sessionStorage.keys().filter((key) => key.includes('topic-draft'))).toEqual([]);
  });

  it('resets an unreadable or outdated draft instead of failing', () => {
    expectConsole('warn', 'Stored necs.topic-draft.7.1 was unreadable or outdated and has been reset.');
    worldTab.sessionStorage.write(MEMBER_KEY, JSON.stringify({ version: 0, value: DRAFT }));
    expect(drafts().load(filmHistory)).toBeNull();
    worldTab.sessionStorage.write(MEMBER_KEY, '{not json');
    expect(drafts().load(filmHistory)).toBeNull();
    expect(worldTab.sessionStorage.keys()).not.toContain(MEMBER_KEY);
  });
});
