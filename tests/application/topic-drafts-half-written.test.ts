import { beforeEach, describe, expect, it } from 'vitest';
import { TopicDraftStore } from '@/application/groups/topic-draft-store';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_GROUP_IDS } from '../support/demo-groups';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';
import { expectConsole } from '../support/console-expectations';

const { filmHistory, televisionStudies } = DEMO_GROUP_IDS;
const KEY = `necs.topic-draft.${DEMO_ACCOUNTS.member.user.uid}.${filmHistory}`;

describe('half-written topics kept in this tab', () => {
  let worldTab: WorldTab;
  const drafts = () => worldTab.container.get(TopicDraftStore);

  beforeEach(async () => {
    worldTab = openWorldTab();
  });

  it("needs nobody logged in to forget a group's draft: there is none", () => {
    expect(() => drafts().drop(filmHistory)).not.toThrow();
  });

  describe('for a member', () => {
    beforeEach(() => logInAs(worldTab, DEMO_ACCOUNTS.member));

    it.each([
      ['only a title', { title: 'A title', message: '' }],
      ['only a message', { title: '', message: '<p>A thought</p>' }],
    ])('keeps a draft with %s', (_, draft) => {
      drafts().save(filmHistory, draft);
      expect(drafts().load(filmHistory)).toEqual(draft);
    });

    it("keeps the member's draft for one group when they save one for another", () => {
      drafts().save(filmHistory, { title: 'One', message: '' });
      drafts().save(televisionStudies, { title: 'Two', message: '' });
      expect(drafts().load(filmHistory)).toEqual({ title: 'One', message: '' });
    });

    it.each([
      ['a title that is no text', { title: 7, message: '' }],
      ['no message', { title: 'A title' }],
      ['no title', { message: '<p>A thought</p>' }],
      ['a text', 'A title'],
    ])('finds no draft in a stored one with %s', (_, value) => {
      expectConsole('warn', 'Stored necs.topic-draft.7.1 was unreadable or outdated and has been reset.');
      worldTab.sessionStorage.write(KEY, JSON.stringify({ version: 1, value }));
      expect(drafts().load(filmHistory)).toBeNull();
    });
  });
});
