import 'reflect-metadata';
import type { AppConfig } from '@/application/config/app-config';
import { LogIn } from '@/application/session/log-in';
import { OtherTabs } from '@/application/session/other-tabs';
import { SessionStore } from '@/application/session/session-store';
import { PersistentStorage, SessionStorage } from '@/application/storage/key-value-storage';
import { defaultConfig } from '@/infrastructure/config/load-config';
import { createContainer, override, type Override } from '@/infrastructure/container';
import { bindGroups } from '@/infrastructure/groups-bindings';
import { bindLogIn } from '@/infrastructure/log-in-bindings';
import { InMemoryOtherTabs } from '@/infrastructure/fakes/in-memory-other-tabs';
import { InMemoryStorage } from '@/infrastructure/fakes/in-memory-storage';
import { DEMO_ACCOUNTS, logInOrFail, type DemoAccount } from './demo-accounts';
import { demoWorld, type DemoWorld } from './demo-world';

/**
 * The portal open in one browser tab of a world: the app's container, wired to the world's fakes, and the
 * tab's two storages. A test's set-up is its world (docs/architecture.md, "Tests and their world"); this is the
 * portal running in it.
 */
export interface WorldTab {
  readonly world: DemoWorld;
  readonly container: ReturnType<typeof createContainer>;
  /** Stands in for sessionStorage: user data lives here and must be gone after logout. */
  readonly sessionStorage: InMemoryStorage;
  /** Stands in for localStorage: site state only, never anything about the user. */
  readonly persistentStorage: InMemoryStorage;
}

/**
 * A new demo world and the portal in one tab of it: a container wired to the world's fakes and in-memory
 * storages, no HTTP, no browser storage.
 * `overrides` swap further bindings, e.g. a SessionStore seeded with a logged-in member.
 */
export function openWorldTab(config: Partial<AppConfig> = {}, overrides: readonly Override[] = []): WorldTab {
  return openTab(demoWorld(), new InMemoryStorage(), config, overrides);
}

/**
 * Another tab of the same browser: the same remote systems (one cookie session) and localStorage, its own
 * sessionStorage and app state. The membership fake stands for this tab's adapter, as in the first tab.
 */
export function openAnotherTab(worldTab: WorldTab): WorldTab {
  return openTab(worldTab.world, worldTab.persistentStorage);
}

/** The tab is closed: it hears no other tab's news any more; its sessionStorage goes with it. */
export function closeTab(worldTab: WorldTab): void {
  const ear = worldTab.container.get(OtherTabs);
  if (ear instanceof InMemoryOtherTabs) worldTab.world.tabHub.close(ear);
}

/** The same tab after a reload: fresh app state over the same storages, knowing only what was stored. */
export function reloadTab(worldTab: WorldTab): WorldTab {
  return openTab(worldTab.world, worldTab.persistentStorage, {}, [], worldTab.sessionStorage);
}

/**
 * A copy of the tab the browser made (Duplicate tab, or a link opened with its history): the same world and
 * localStorage, and a copy of the tab's sessionStorage as it stood, which then goes its own way.
 */
export function duplicateTab(worldTab: WorldTab, overrides: readonly Override[] = []): WorldTab {
  const copy = new InMemoryStorage();
  worldTab.sessionStorage.entries.forEach((value, key) => copy.write(key, value));
  return openTab(worldTab.world, worldTab.persistentStorage, {}, overrides, copy);
}

function openTab(
  world: DemoWorld,
  persistentStorage: InMemoryStorage,
  config: Partial<AppConfig> = {},
  overrides: readonly Override[] = [],
  sessionStorage = new InMemoryStorage(),
): WorldTab {
  const container = createContainer({ ...defaultConfig, ...config }, [
    ...world.overrides,
    // Each tab hears the others, never itself.
    override(OtherTabs, world.tabHub.open()),
    override(SessionStorage, sessionStorage),
    override(PersistentStorage, persistentStorage),
    ...overrides,
  ]);
  bindGroups(container);
  bindLogIn(container);
  // The real SEWOBE adapter forgets its session when the portal session ends; so does its stand-in.
  container.get(SessionStore).ended$.subscribe(() => world.membership.forgetSession());
  return { world, container, sessionStorage, persistentStorage };
}

/** Logs a demo account in through the LogIn use case, failing the test when it is refused. */
export async function logInAs(worldTab: WorldTab, demo: DemoAccount = DEMO_ACCOUNTS.member): Promise<void> {
  const result = await worldTab.container
    .get(LogIn)
    .execute({ mail: demo.user.mail, password: demo.password });
  if (!result.ok) throw new Error(`Login as ${demo.user.mail} failed: ${JSON.stringify(result.error)}`);
}

/** The server side forgets the session, as the sandbox's `POST /__sandbox/expire-sessions` does. */
export function expireServerSession(worldTab: WorldTab): void {
  worldTab.world.accounts.expireSession();
  worldTab.world.membership.expireSessions();
}

/** Another tab of the same browser logs in: Drupal holds a session this tab does not know. */
export const logInElsewhere = (worldTab: WorldTab, demo: DemoAccount = DEMO_ACCOUNTS.member) =>
  logInOrFail(worldTab.world.accounts, demo.user.mail, demo.password);

/** Everything in the session storage, as one text, to search for traces of a user. */
export const storedText = (storage: InMemoryStorage): string => JSON.stringify([...storage.entries]);

/** `demo` logs in in another tab of this browser, does `act`, and the member logs in there again. */
export async function actElsewhereAs(
  worldTab: WorldTab,
  demo: DemoAccount,
  act: () => Promise<unknown>,
): Promise<void> {
  await worldTab.world.accounts.logOut();
  await logInElsewhere(worldTab, demo);
  await act();
  await worldTab.world.accounts.logOut();
  await logInElsewhere(worldTab);
}
