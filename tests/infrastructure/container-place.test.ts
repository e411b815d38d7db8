import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { draftKey } from '@/application/groups/discussion-draft-keys';
import { SessionStore } from '@/application/session/session-store';
import { PersistentStorage, SessionStorage } from '@/application/storage/key-value-storage';
import { defaultConfig } from '@/infrastructure/config/load-config';
import { createContainer, LOGOUT_WATCHERS, override, type ContainerPlace } from '@/infrastructure/container';
import { InMemoryStorage } from '@/infrastructure/fakes/in-memory-storage';
import { createTabContainer } from '@/infrastructure/tab-container';
import { aSession } from '../support/builders';

/** A tab holding member 7's unsent topic, whose session then ends by a logout. */
function logoutIn(place: ContainerPlace): InMemoryStorage {
  const tab = new InMemoryStorage();
  tab.write(draftKey(defaultConfig.appName, 7, 'new-topic.1'), '{"title":"Unsent"}');
  const container = createContainer(
    defaultConfig,
    [override(PersistentStorage, new InMemoryStorage()), override(SessionStorage, tab)],
    place,
  );
  const store = container.get(SessionStore);
  store.update({ session: aSession({ userId: 7 }) });
  store.reset();
  return tab;
}

describe('where the container serves', () => {
  it('in a browser tab, watches for a logout from the start: the ended session’s drafts go', () => {
    expect(logoutIn('browser').keys()).toEqual([]);
  });

  it('in a server render, which has no session to end, makes no watcher at all (each render pays for what it makes)', () => {
    expect(logoutIn('server-render').keys()).toEqual([draftKey(defaultConfig.appName, 7, 'new-topic.1')]);
  });
});

describe('a tab’s start, its container made in slices', () => {
  it('makes every logout watcher before it hands the container on: the ended session’s drafts go', async () => {
    const tab = new InMemoryStorage();
    tab.write(draftKey(defaultConfig.appName, 7, 'new-topic.1'), '{"title":"Unsent"}');
    const slices: string[] = [];
    const container = await createTabContainer(defaultConfig, async () => void slices.push('task'), [
      override(PersistentStorage, new InMemoryStorage()),
      override(SessionStorage, tab),
    ]);
    const store = container.get(SessionStore);
    store.update({ session: aSession({ userId: 7 }) });
    store.reset();
    expect(tab.keys()).toEqual([]);
    expect(slices).toHaveLength(LOGOUT_WATCHERS.length);
  });
});
