import { beforeEach, describe, expect, it } from 'vitest';
import { DRAFT_PLACES } from '@/application/groups/discussion-draft-keys';
import { DiscussionDraftStore } from '@/application/groups/discussion-draft-store';
import { PostTopic } from '@/application/groups/post-topic';
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
const NEW_TOPIC = DRAFT_PLACES.newTopic(filmHistory);
const REPLY = DRAFT_PLACES.reply(12);
const TOPIC = { title: 'Half a title', message: '<p>Half a thought</p>' };
const WORDS = { text: 'Half a reply' };
const MEMBER = DEMO_ACCOUNTS.member.user.uid;
const MEMBER_KEY = `necs.draft.${MEMBER}.new-topic.${filmHistory}`;
const isDraftKey = (key: string) => key.startsWith('necs.draft.');

describe('DiscussionDraftStore: every unsent word of a member in this tab', () => {
  let worldTab: WorldTab;
  const drafts = (bed = worldTab) => bed.container.get(DiscussionDraftStore);
  const expire = async () => {
    expireServerSession(worldTab);
    await worldTab.container.get(SyncSession).reload();
    expect(worldTab.container.get(SessionStore).snapshot().expired).toBe(true);
  };

  beforeEach(async () => {
    worldTab = openWorldTab();
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
  });

  it('keeps a draft per user and place in sessionStorage, versioned, across a reload', () => {
    drafts().save(NEW_TOPIC, TOPIC);
    drafts().save(REPLY, WORDS);
    expect(JSON.parse(worldTab.sessionStorage.read(MEMBER_KEY) ?? 'null')).toEqual({
      version: 1,
      value: TOPIC,
    });
    expect(drafts(reloadTab(worldTab)).load(NEW_TOPIC)).toEqual(TOPIC);
    expect(drafts(reloadTab(worldTab)).load(REPLY)).toEqual(WORDS);
    expect(drafts(reloadTab(worldTab)).load(DRAFT_PLACES.newTopic(televisionStudies))).toBeNull();
    expect(drafts(reloadTab(worldTab)).load(DRAFT_PLACES.reply(13))).toBeNull();
  });

  it('tells the watchers of a place of its changes, and only them', () => {
    const heard: string[] = [];
    const stop = drafts().watch(REPLY, () => heard.push('reply'));
    drafts().watch(DRAFT_PLACES.comment(5), () => heard.push('comment'));
    drafts().save(REPLY, WORDS);
    drafts().drop(REPLY);
    stop();
    drafts().save(REPLY, WORDS);
    expect(heard).toEqual(['reply', 'reply']);
  });

  it('keeps an empty draft (an editor open with nothing typed yet) until it is dropped', () => {
    drafts().save(REPLY, { text: '' });
    expect(drafts(reloadTab(worldTab)).load(REPLY)).toEqual({ text: '' });
    drafts().drop(REPLY);
    expect(worldTab.sessionStorage.keys().filter(isDraftKey)).toEqual([]);
  });

  it('drops the group’s draft once its topic is posted', async () => {
    drafts().save(NEW_TOPIC, TOPIC);
    drafts().save(DRAFT_PLACES.newTopic(televisionStudies), TOPIC);
    const draft = { groupId: filmHistory, group: 'Film History', files: [], ...TOPIC };
    expect((await worldTab.container.get(PostTopic).execute(draft)).ok).toBe(true);
    expect(drafts().load(NEW_TOPIC)).toBeNull();
    expect(drafts().load(DRAFT_PLACES.newTopic(televisionStudies))).toEqual(TOPIC);
  });

  it('drops every draft of a user when they log out, and no one else’s', async () => {
    drafts().save(NEW_TOPIC, TOPIC);
    drafts().save(REPLY, WORDS);
    worldTab.sessionStorage.write('necs.draft.70.reply.1', 'another user’s, left alone');
    await worldTab.container.get(LogOut).execute();
    expect(worldTab.sessionStorage.keys().filter(isDraftKey)).toEqual(['necs.draft.70.reply.1']);
  });

  it('drops them too in a reloaded tab that has not shown an editor since', async () => {
    drafts().save(REPLY, WORDS);
    const reloaded = reloadTab(worldTab);
    await reloaded.container.get(LogOut).execute();
    expect(reloaded.sessionStorage.keys().filter(isDraftKey)).toEqual([]);
  });

  it('shows none while the session has expired, and all of them to the member logging in again in place', async () => {
    drafts().save(NEW_TOPIC, TOPIC);
    drafts().save(REPLY, WORDS);
    await expire();
    expect(drafts().load(REPLY)).toBeNull();
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
    expect(drafts().load(NEW_TOPIC)).toEqual(TOPIC);
    expect(drafts().load(REPLY)).toEqual(WORDS);
  });

  it('hands nothing on to another account logging in in place after an expiry: the member’s drafts go', async () => {
    const changes: string[] = [];
    drafts().save(REPLY, WORDS);
    drafts().watch(REPLY, () => changes.push(JSON.stringify(drafts().load(REPLY))));
    await expire();
    await logInAs(worldTab, DEMO_ACCOUNTS.organizer);
    expect(drafts().load(REPLY)).toBeNull();
    expect(changes.every((seen) => seen === 'null')).toBe(true);
    expect(worldTab.sessionStorage.keys().filter(isDraftKey)).toEqual([]);
    // Nor after a reload of the tab, or when the member comes back.
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
    expect(drafts().load(REPLY)).toBeNull();
  });

  it('ends the expired member’s drafts too when a reloaded tab learns of another account', async () => {
    drafts().save(REPLY, WORDS);
    await expire();
    const reloaded = reloadTab(worldTab);
    await logInAs(reloaded, DEMO_ACCOUNTS.organizer);
    expect(reloaded.sessionStorage.keys().filter(isDraftKey)).toEqual([]);
  });

  it('drops an older build’s drafts of anyone else at the first save', () => {
    worldTab.sessionStorage.write('necs.draft.70.reply.1', JSON.stringify({ version: 1, value: WORDS }));
    drafts().save(REPLY, WORDS);
    expect(worldTab.sessionStorage.keys().filter(isDraftKey)).toEqual([`necs.draft.${MEMBER}.reply.12`]);
  });

  it('stores nothing for a visitor: what they type is held in memory until someone logs in', async () => {
    const visitor = openWorldTab();
    drafts(visitor).save(REPLY, WORDS);
    expect(drafts(visitor).load(REPLY)).toEqual(WORDS);
    expect(visitor.sessionStorage.keys().filter(isDraftKey)).toEqual([]);
    await logInAs(visitor, DEMO_ACCOUNTS.member);
    expect(drafts(visitor).load(REPLY)).toBeNull();
  });

  it.each([
    ['an older version', { version: 0, value: TOPIC }],
    ['a field that is no text', { version: 1, value: { title: 7, message: '' } }],
    ['a text instead of fields', { version: 1, value: 'A title' }],
  ])('resets a draft stored with %s instead of failing', (_, stored) => {
    expectConsole('warn', `Stored ${MEMBER_KEY} was unreadable or outdated and has been reset.`);
    worldTab.sessionStorage.write(MEMBER_KEY, JSON.stringify(stored));
    expect(drafts().load(NEW_TOPIC)).toBeNull();
    expect(worldTab.sessionStorage.keys()).not.toContain(MEMBER_KEY);
  });

  it('resets an unreadable draft', () => {
    expectConsole('warn', `Stored ${MEMBER_KEY} was unreadable or outdated and has been reset.`);
    worldTab.sessionStorage.write(MEMBER_KEY, '{not json');
    expect(drafts().load(NEW_TOPIC)).toBeNull();
  });
});
