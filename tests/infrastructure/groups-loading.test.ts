import { describe, expect, it } from 'vitest';
import { GroupGateway } from '@/application/groups/group-gateway';
import { GroupsLoader } from '@/application/groups/groups-loader';
import { PostTopic } from '@/application/groups/post-topic';
import { ReadGroups } from '@/application/groups/read-groups';
import { DiscussionDraftStore } from '@/application/groups/discussion-draft-store';
import { LogInLoader } from '@/application/session/log-in-loader';
import { LogOut } from '@/application/session/log-out';
import { PersistentStorage, SessionStorage } from '@/application/storage/key-value-storage';
import { defaultConfig } from '@/infrastructure/config/load-config';
import { createContainer, override } from '@/infrastructure/container';
import { InMemoryStorage } from '@/infrastructure/fakes/in-memory-storage';
import { credentials, DEMO_ACCOUNTS } from '../support/demo-accounts';
import { demoWorld } from '../support/demo-world';

/** The container as the browser makes it: the working groups' code is not there until a group is shown. */
function browserTab() {
  const world = demoWorld();
  const sessionStorage = new InMemoryStorage();
  const container = createContainer(defaultConfig, [
    ...world.overrides,
    override(SessionStorage, sessionStorage),
    override(PersistentStorage, new InMemoryStorage()),
  ]);
  return { world, container, sessionStorage };
}

describe('the working groups’ code, loaded on first use', () => {
  it('binds their use cases and store only once GroupsLoader has loaded it, with one load for every caller', async () => {
    const { container } = browserTab();
    expect(container.isBound(ReadGroups)).toBe(false);
    expect(container.isBound(PostTopic)).toBe(false);

    const loader = container.get(GroupsLoader);
    expect(loader.load()).toBe(loader.load());
    await loader.load();

    expect(container.get(ReadGroups)).toBeInstanceOf(ReadGroups);
    // A visitor's part reads only: what members write with comes apart.
    expect(container.isBound(PostTopic)).toBe(false);

    expect(loader.loadWriting()).toBe(loader.loadWriting());
    await loader.loadWriting();
    expect(container.get(PostTopic)).toBeInstanceOf(PostTopic);
    expect(container.get(DiscussionDraftStore)).toBe(container.get(DiscussionDraftStore));
  });

  it('loads both parts at once when what members write with is asked for first', async () => {
    const { container } = browserTab();
    await container.get(GroupsLoader).loadWriting();
    expect(container.get(ReadGroups)).toBeInstanceOf(ReadGroups);
    expect(container.get(PostTopic)).toBeInstanceOf(PostTopic);
  });

  it('honours the overrides the container was made with: a fake gateway reaches the lazily bound use cases', async () => {
    const { world, container } = browserTab();
    await container.get(GroupsLoader).loadWriting();
    expect(container.get(GroupGateway)).toBe(world.overrides.find(([token]) => token === GroupGateway)?.[1]);
  });

  it('drops a user’s discussion drafts at logout in a tab that never loaded the groups’ code (reloaded since typing)', async () => {
    const { container, sessionStorage } = browserTab();
    const member = DEMO_ACCOUNTS.member.user.uid;
    sessionStorage.write(
      `necs.draft.${member}.new-topic.1`,
      '{"version":1,"value":{"title":"t","message":"m"}}',
    );
    sessionStorage.write(`necs.draft.${member}.reply.3`, '{"version":1,"value":{"text":"r"}}');
    const [mail, password] = credentials('member');
    expect((await (await container.get(LogInLoader).load()).execute({ mail, password })).ok).toBe(true);
    // Written after the login, which drops every other account's copies (account-copies.ts): the logout's own.
    sessionStorage.write('necs.draft.70.new-topic.1', 'another user’s, left alone');

    await container.get(LogOut).execute();

    expect(container.isBound(ReadGroups)).toBe(false);
    expect(sessionStorage.keys().filter((key) => key.includes('.draft.'))).toEqual([
      'necs.draft.70.new-topic.1',
    ]);
  });
});
