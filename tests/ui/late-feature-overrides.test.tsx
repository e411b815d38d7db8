import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GroupGateway } from '@/application/groups/group-gateway';
import { GroupsLoader } from '@/application/groups/groups-loader';
import { ReadGroups } from '@/application/groups/read-groups';
import { OpenProposals } from '@/application/proposals/open-proposals';
import type { ProposalCopiesAtLogout } from '@/application/proposals/proposal-copies-at-logout';
import { ProposalDeskLoader } from '@/application/proposals/proposal-desk-loader';
import { ProposalDeskStore } from '@/application/proposals/proposal-desk-store';
import { LogInLoader } from '@/application/session/log-in-loader';
import { SessionStore } from '@/application/session/session-store';
import { PersistentStorage, SessionStorage } from '@/application/storage/key-value-storage';
import { defaultConfig } from '@/infrastructure/config/load-config';
import { createContainer, override, type Override } from '@/infrastructure/container';
import { InMemoryGroupGateway } from '@/infrastructure/fakes/in-memory-group-gateway';
import { InMemoryStorage } from '@/infrastructure/fakes/in-memory-storage';
import { credentials } from '../support/demo-accounts';
import { DEMO_EVENT_SETTINGS } from '../support/demo-proposals';
import { demoWorld } from '../support/demo-world';
import { renderPortal } from '../support/render-portal';

/**
 * The container as the browser makes it, with nothing of the groups, the proposal desk or the login bound
 * until a screen asks (unlike openWorldTab, which binds the groups and login at once). Later overrides win.
 */
async function browserTab(overrides: readonly Override[]) {
  const world = demoWorld();
  const sessionStorage = new InMemoryStorage();
  const persistentStorage = new InMemoryStorage();
  const container = createContainer(defaultConfig, [
    ...world.overrides,
    override(SessionStorage, sessionStorage),
    override(PersistentStorage, persistentStorage),
    ...overrides,
  ]);
  const [mail, password] = credentials('member');
  const logIn = await container.get(LogInLoader).load();
  expect((await logIn.execute({ mail, password })).ok).toBe(true);
  return { world, container, sessionStorage, persistentStorage };
}

/** One working group the demo data does not have, so a screen that shows it was served by this fake. */
const fakeGroups = () =>
  new InMemoryGroupGateway({
    groups: [
      {
        id: 77,
        uuid: 'fake-group',
        title: 'Only In The Fake',
        summaryHtml: '<p>Served by the override.</p>',
        descriptionHtml: '<p>Served by the override.</p>',
        created: '2026-01-01T00:00:00+00:00',
        members: [],
      },
    ],
  });

/**
 * A desk store that always shows "no call", and an open that leaves it so: the demo world's call is open,
 * so the page tells "no call" only if both overrides reached the lazily bound desk.
 */
function deskWithoutCall() {
  const sessions = new SessionStore(new InMemoryStorage(), defaultConfig);
  const store = new ProposalDeskStore(sessions, {} as ProposalCopiesAtLogout);
  store.set({ phase: 'no-event', settings: { ...DEMO_EVENT_SETTINGS, eventId: null } });
  const open = { execute: async () => undefined } as unknown as OpenProposals;
  return { store, open };
}

describe('an override given to createContainer reaches what is bound once its code arrives', () => {
  it('the groups’ gateway: the working groups list shows the fake’s group', async () => {
    const groups = fakeGroups();
    const worldTab = await browserTab([override(GroupGateway, groups)]);
    expect(worldTab.container.isBound(ReadGroups)).toBe(false);

    await renderPortal(worldTab, '/group');

    expect(await screen.findByRole('link', { name: 'Only In The Fake' })).toHaveAttribute(
      'href',
      '/group/77',
    );
    expect(screen.queryByRole('link', { name: 'Film History' })).toBeNull();
    await worldTab.container.get(GroupsLoader).load();
    expect(worldTab.container.get(GroupGateway)).toBe(groups);
  });

  it('the proposal desk’s store and use case: the loader hands them out and the proposal page shows them', async () => {
    const desk = deskWithoutCall();
    const worldTab = await browserTab([
      override(ProposalDeskStore, desk.store),
      override(OpenProposals, desk.open),
    ]);
    expect(worldTab.container.isBound(ProposalDeskStore)).toBe(false);

    await renderPortal(worldTab, '/conference-proposals/paper');

    expect(await screen.findByText('There is no call for proposals at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Title/ })).toBeNull();
    const loaded = await worldTab.container.get(ProposalDeskLoader).load();
    expect(loaded.store).toBe(desk.store);
    expect(loaded.open).toBe(desk.open);
  });
});
