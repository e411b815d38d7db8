import { firstValueFrom, lastValueFrom, tap, toArray, type Observable } from 'rxjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { RemoteSystemError } from '@/application/remote-system-error';
import { PageCache } from '@/application/site/page-cache';
import { AppConfig } from '@/application/config/app-config';
import { SessionStore } from '@/application/session/session-store';
import { LoadPage } from '@/application/site/load-page';
import type { PageAnswer } from '@/domain/pages/page';
import { anonymousSession } from '@/domain/session/session';
import { aPage, aSession } from '../support/builders';
import { openWorldTab, storedText, type WorldTab } from '../support/session-fakes';
import { expectConsole } from '../support/console-expectations';

const PATH = '/about-us';
const allOf = (answers$: Observable<PageAnswer>) => lastValueFrom(answers$.pipe(toArray()));
const titles = (answers: readonly PageAnswer[]) => answers.map((answer) => answer.node?.title);

describe('LoadPage', () => {
  let worldTab: WorldTab;
  const loadPage = (path = PATH) => worldTab.container.get(LoadPage).load(path);
  const cache = () => worldTab.container.get(PageCache);
  const site = () => worldTab.world.site;

  beforeEach(() => {
    worldTab = openWorldTab();
    site().setPage(PATH, aPage({ title: 'About us' }));
  });

  /** Starts a load and returns what it has emitted so far; the cached copy must be there without waiting. */
  function subscribeTo(answers$: Observable<PageAnswer>) {
    const seen: PageAnswer[] = [];
    const done = allOf(answers$.pipe(tap((answer) => seen.push(answer))));
    return { seen, done };
  }

  it('on a first visit emits the fresh answer and caches it', async () => {
    const answers = await allOf(loadPage());
    expect(titles(answers)).toEqual(['About us']);
    expect(site().calls.pages).toEqual([PATH]);
    expect(cache().get(0, PATH)?.node?.title).toBe('About us');
  });

  it('takes the answer of a prefetch once, so the first screen asks only once; a later load asks again', async () => {
    worldTab.container.get(LoadPage).prefetch(PATH);
    expect(site().calls.pages).toEqual([PATH]);
    expect(titles(await allOf(loadPage()))).toEqual(['About us']);
    expect(site().calls.pages).toEqual([PATH]);
    await allOf(loadPage());
    expect(site().calls.pages).toEqual([PATH, PATH]);
  });

  it('reports a failed prefetch to the load that takes it', async () => {
    site().outage.start();
    worldTab.container.get(LoadPage).prefetch(PATH);
    site().outage.end();
    await expect(allOf(loadPage())).rejects.toBeInstanceOf(RemoteSystemError);
    expect(site().calls.pages).toEqual([PATH]);
  });

  it('caches under the user id the answer reports, not the one the tab believed', async () => {
    // The tab is anonymous, but Drupal serves the page to member 7 (logged in elsewhere).
    site().setSession(aSession({ userId: 7 }));
    await allOf(loadPage());
    expect(cache().get(7, PATH)?.node?.title).toBe('About us');
    expect(cache().get(0, PATH)).toBeUndefined();
  });

  it('on a second visit emits the cached answer at once, then refreshes it in the background', async () => {
    await allOf(loadPage());
    site().setPage(PATH, aPage({ title: 'About us (edited)' }));

    const { seen, done } = subscribeTo(loadPage());
    expect(titles(seen)).toEqual(['About us']);
    await done;
    expect(titles(seen)).toEqual(['About us', 'About us (edited)']);
    expect(site().calls.pages).toEqual([PATH, PATH]);
    expect(cache().get(0, PATH)?.node?.title).toBe('About us (edited)');
  });

  it('keeps the cached page without an error when the background refresh fails', async () => {
    await allOf(loadPage());
    site().outage.start();
    const answers = await allOf(loadPage());
    expect(titles(answers)).toEqual(['About us']);
    expect(site().calls.pages).toHaveLength(2);
    expect(cache().get(0, PATH)?.node?.title).toBe('About us');
  });

  it('errors when a first load fails, as there is nothing to show', async () => {
    site().outage.start();
    await expect(allOf(loadPage())).rejects.toBeInstanceOf(RemoteSystemError);
    expect(cache().get(0, PATH)).toBeUndefined();
  });

  it("never shows a member's cached page to a visitor", async () => {
    cache().put(7, PATH, { node: aPage({ title: 'Members only draft' }), session: aSession({ userId: 7 }) });
    const { seen, done } = subscribeTo(loadPage());
    expect(seen).toEqual([]);
    await done;
    expect(titles(seen)).toEqual(['About us']);
  });

  it('shows the member their own cached page once the tab knows who is logged in', async () => {
    cache().put(7, PATH, { node: aPage({ title: 'Members only draft' }), session: aSession({ userId: 7 }) });
    worldTab.container.get(SessionStore).update({ session: aSession({ userId: 7 }) });
    site().setSession(aSession({ userId: 7 }));
    expect(titles([await firstValueFrom(loadPage())])).toEqual(['Members only draft']);
  });
});

describe('PageCache', () => {
  let worldTab: WorldTab;
  const cache = () => worldTab.container.get(PageCache);
  /** The same tab after a reload: a fresh cache over the same storage, knowing only what was stored. */
  const restoredCache = () =>
    new PageCache(
      worldTab.sessionStorage,
      worldTab.container.get(AppConfig),
      worldTab.container.get(SessionStore),
    );
  const answerFor = (userId: number, title: string): PageAnswer => ({
    node: aPage({ title }),
    session: userId === 0 ? anonymousSession : aSession({ userId }),
  });

  beforeEach(() => {
    worldTab = openWorldTab();
  });

  it('keeps what it stores across a reload of the tab', () => {
    cache().put(7, PATH, answerFor(7, 'About us'));
    expect(restoredCache().get(7, PATH)?.node?.title).toBe('About us');
  });

  it('dropUser removes only that user’s pages, from memory and from storage', () => {
    cache().put(7, PATH, answerFor(7, 'Member view'));
    cache().put(7, '/news', answerFor(7, 'Member news'));
    cache().put(4, PATH, answerFor(4, 'Editor view'));
    cache().put(0, PATH, answerFor(0, 'Visitor view'));

    cache().dropUser(7);

    expect(cache().get(7, PATH)).toBeUndefined();
    expect(cache().get(7, '/news')).toBeUndefined();
    expect(restoredCache().get(7, PATH)).toBeUndefined();
    const stored = storedText(worldTab.sessionStorage);
    expect(stored).not.toContain('Member view');
    expect(stored).not.toContain('Member news');
    expect(stored).toContain('Editor view');
    for (const view of [cache(), restoredCache()]) {
      expect(view.get(4, PATH)?.node?.title).toBe('Editor view');
      expect(view.get(0, PATH)?.node?.title).toBe('Visitor view');
    }
  });

  it('keeps at most 40 pages per user, dropping the oldest first', () => {
    const paths = Array.from({ length: 41 }, (_, index) => `/page-${index + 1}`);
    for (const path of paths) cache().put(7, path, answerFor(7, path));
    cache().put(4, '/other', answerFor(4, 'Another user'));

    for (const view of [cache(), restoredCache()]) {
      expect(view.get(7, '/page-1')).toBeUndefined();
      for (const path of paths.slice(1)) expect(view.get(7, path)?.node?.title).toBe(path);
      // The limit is per user: one user's many pages do not push out another's.
      expect(view.get(4, '/other')).toBeDefined();
    }
  });

  // docs/architecture.md, "Browser storage": unreadable stored content resets that area, never crashes the
  // app.
  it('treats a stored area it cannot read as empty instead of throwing', () => {
    expectConsole('warn', /^Stored necs\.pages\.0 was unreadable or outdated and has been reset\.$/);
    cache().put(0, PATH, answerFor(0, 'About us'));
    const [key] = worldTab.sessionStorage.keys();
    for (const unreadable of ['[1]', '["/about-us"]', 'not json', '{"/about-us": {}}']) {
      worldTab.sessionStorage.write(key ?? '', unreadable);
      expect(() => restoredCache().get(0, PATH)).not.toThrow();
      expect(restoredCache().get(0, PATH)).toBeUndefined();
    }
  });

  it('counts a page stored again as the newest', () => {
    const paths = Array.from({ length: 40 }, (_, index) => `/page-${index + 1}`);
    for (const path of paths) cache().put(7, path, answerFor(7, path));
    cache().put(7, '/page-1', answerFor(7, 'Page 1 again'));
    cache().put(7, '/page-41', answerFor(7, '/page-41'));

    expect(cache().get(7, '/page-1')?.node?.title).toBe('Page 1 again');
    expect(cache().get(7, '/page-2')).toBeUndefined();
    expect(cache().get(7, '/page-41')).toBeDefined();
  });
});
