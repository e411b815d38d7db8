import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionStore } from '@/application/session/session-store';
import { anonymousSession, type Session } from '@/domain/session/session';
import { override } from '@/infrastructure/container';
import { InMemoryStorage } from '@/infrastructure/fakes/in-memory-storage';
import { SiteHeader } from '@/ui/layout/site-header';
import { CurrentNodeProvider, useAnnounceNode } from '@/ui/shared/current-node';
import { DEMO_ACCOUNTS, sessionOf } from '../support/demo-accounts';
import { renderView } from '../support/render-portal';
import { openWorldTab } from '../support/session-fakes';

/** A SessionStore that believes `session` is logged in, without any login having happened. */
function storeWith(session: Session): SessionStore {
  const store = new SessionStore(new InMemoryStorage(), { appName: 'necs' });
  store.update({ session });
  return store;
}

function ScreenWithNode({ nid, children }: { nid: number | null; children: ReactNode }) {
  useAnnounceNode(nid);
  return children;
}

/** The header as a layout shows it, on a screen whose content-system node is `nid`. */
async function renderHeader(session: Session, nid: number | null = null) {
  const worldTab = openWorldTab({}, [override(SessionStore, storeWith(session))]);
  await renderView(
    worldTab,
    <CurrentNodeProvider>
      <SiteHeader socialLinks={['facebook', 'instagram']} />
      <ScreenWithNode nid={nid}>{null}</ScreenWithNode>
    </CurrentNodeProvider>,
  );
  return within(screen.getByRole('navigation', { name: 'Account' }));
}

describe('SiteHeader account actions', () => {
  const requests: ReturnType<typeof vi.spyOn>[] = [];
  beforeEach(() => {
    requests.push(vi.spyOn(XMLHttpRequest.prototype, 'open'), vi.spyOn(globalThis, 'fetch'));
  });
  afterEach(() => {
    // The header ran on the swapped-in fakes: not a single HTTP request left the test.
    for (const request of requests.splice(0)) {
      expect(request).not.toHaveBeenCalled();
      request.mockRestore();
    }
  });

  it('offers a visitor Join and Login', async () => {
    const account = await renderHeader(anonymousSession);
    expect(account.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/join');
    expect(account.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/user/login');
    expect(account.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it.each([
    ['member', DEMO_ACCOUNTS.member],
    ['organizer', DEMO_ACCOUNTS.organizer],
    ['developer', DEMO_ACCOUNTS.developer],
    ['guest (logged in, not a member)', DEMO_ACCOUNTS.guest],
  ])('shows a %s My NECS and Logout, but no Edit or CMS', async (_role, demo) => {
    const account = await renderHeader(sessionOf(demo), 4);
    expect(account.getByRole('link', { name: 'My NECS' })).toHaveAttribute('href', '/my-necs');
    expect(account.getByRole('button', { name: 'Logout' })).toBeEnabled();
    expect(account.queryByRole('link', { name: 'Join' })).not.toBeInTheDocument();
    expect(account.queryByText('Edit')).not.toBeInTheDocument();
    expect(account.queryByText('CMS')).not.toBeInTheDocument();
  });

  it.each([
    ['an editor', DEMO_ACCOUNTS.editor],
    ['an administrator', DEMO_ACCOUNTS.admin],
  ])('shows %s Edit for the current page and CMS, in new tabs', async (_role, demo) => {
    const account = await renderHeader(sessionOf(demo), 4);
    // The shortcuts' code arrives for editors only, after the header.
    expect(await account.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/cms/node/4/edit');
    expect(account.getByRole('link', { name: 'CMS' })).toHaveAttribute('href', '/cms/admin/content');
    expect(account.getByRole('link', { name: 'Edit' })).toHaveAttribute('target', '_blank');
    expect(account.getByRole('link', { name: 'My NECS' })).toBeInTheDocument();
  });

  it('disables Edit on a screen without a node id, and keeps CMS', async () => {
    const account = await renderHeader(sessionOf(DEMO_ACCOUNTS.editor), null);
    expect(await account.findByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(account.getByRole('link', { name: 'CMS' })).toBeInTheDocument();
  });
});
