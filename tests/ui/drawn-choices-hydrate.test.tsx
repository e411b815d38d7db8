import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Preferences, topicOrderOf, type SiteState } from '@/application/preferences/preferences';
import { PersistentStorage, SessionStorage } from '@/application/storage/key-value-storage';
import { createContainer, override } from '@/infrastructure/container';
import { InMemoryStorage } from '@/infrastructure/fakes/in-memory-storage';
import { App } from '@/ui/app/app';
import { seedFirstScreen } from '@/ui/app/server-drawn-screen';
import { keepDrawnTimeZone, servedPage, takeOverAllowed } from '@/ui/app/take-over';
import { warmUp } from '@/ui/app/warm-up';
import { writeTopicOrderCookie } from '@/ui/groups/topic-order-cookie';
import { writeLanguageCookie } from '@/ui/i18n/language-cookie';
import { prepareLanguage } from '@/ui/i18n/message-catalogues';
import { collectDrawnHtml } from '@/ui/shared/drawn-html';
import { placeFirstScreen } from '@/server/place-first-screen';
import { renderFirstScreenWith } from '@/server/render-first-screen';
import { checkedConfig } from '@/server/server-composition';
import { tolerateConsole } from '../support/console-expectations';
import { memberCookie } from '../support/member-cookie';
import { startSandboxProcess } from '../support/sandbox-process';
import { underTestBudget } from '../support/test-budgets';

/**
 * Every screen the server draws, taken over (hydrated) by the browser as src/main.tsx does, for a device that
 * made each choice kept in the browser: the server must draw it as that device will (the browser says so in a
 * cookie the server reads), say it drew with it (drawn-choices.ts), and React must find the same page (no
 * React #418, no onRecoverableError). A choice added to SiteState must be added to both tables below (the type
 * check says so); one the server is not told of fails here.
 */

/** A choice other than the first a device starts with, one per choice of the site state. */
const A_CHOICE_MADE: { readonly [C in keyof SiteState]-?: (preferences: Preferences) => void } = {
  language: (preferences) => preferences.setLanguage('de'),
  topicOrder: (preferences) => preferences.setTopicOrder('activity'),
};

/** How the browser tells the server each choice, as the portal does (a cookie per choice). */
const TOLD_THE_SERVER: { readonly [C in keyof SiteState]-?: (state: SiteState, appName: string) => void } = {
  language: (state, appName) => writeLanguageCookie(state.language, appName),
  topicOrder: (state, appName) => writeTopicOrderCookie(topicOrderOf(state), appName),
};

/** The screens the server draws for a visitor (render-first-screen.tsx), and for a member. */
const VISITOR_SCREENS = [
  '/',
  '/news',
  '/about-us',
  '/group',
  '/group/2',
  '/user/login',
  '/search?q=film',
  '/no-such-page',
];
const MEMBER_SCREENS = [
  '/',
  '/group/2',
  '/group_topics/single/905',
  // The member's own topic: its Edit and Delete topic and the comments' Reply and Edit drawn (issue 51).
  '/group_topics/single/906',
  '/my-necs',
  '/conference-proposals/paper',
];

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>NECS</title></head><body><div id="root"></div>' +
  '<script type="module" crossorigin src="/assets/entry.js"></script></body></html>';

interface VitestJsdom {
  readonly reconfigure: (settings: { url: string }) => void;
  readonly cookieJar: { removeAllCookiesSync(): void };
}
const dom = (globalThis as unknown as { jsdom: VitestJsdom }).jsdom;

describe('every server-drawn screen, taken over with each choice kept in the browser', () => {
  let sandbox: Awaited<ReturnType<typeof startSandboxProcess>>;
  const firstUrl = window.location.href;
  beforeAll(async () => {
    sandbox = await startSandboxProcess();
    // The calls the browser makes once it has taken a page over, as a browser makes them: to the page's own
    // origin, with its cookies (jsdom leaves fetch to Node's, which knows neither).
    const nodeFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      if (document.cookie) headers.set('cookie', document.cookie);
      const url = input instanceof Request ? input.url : String(input);
      return nodeFetch(new URL(url, window.location.href).href, { ...init, headers });
    });
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    dom.cookieJar.removeAllCookiesSync();
    dom.reconfigure({ url: firstUrl });
    await sandbox?.close();
  });

  const choices = [
    ['as a device starts', null],
    ...Object.keys(A_CHOICE_MADE).map((choice) => [choice, choice as keyof SiteState] as const),
  ] as const;
  const cases = [
    ...VISITOR_SCREENS.map((path) => ['a visitor', path] as const),
    ...MEMBER_SCREENS.map((path) => ['the member', path] as const),
  ].flatMap(([reader, path]) => choices.map(([name, choice]) => [reader, path, name, choice] as const));

  it.each(cases)('%s’s %s, %s', async (reader, path, _name, choice) => {
    const config = await checkedConfig({ cmsUrl: '/cms/' });
    // The page's own origin is the sandbox's, as behind nginx: the browser's later calls go there.
    dom.cookieJar.removeAllCookiesSync();
    dom.reconfigure({ url: `${sandbox.url}${path}` });
    const container = createContainer(config, [
      override(PersistentStorage, new InMemoryStorage()),
      override(SessionStorage, new InMemoryStorage()),
    ]);
    const preferences = container.get(Preferences);
    if (choice) A_CHOICE_MADE[choice](preferences);
    for (const tell of Object.values(TOLD_THE_SERVER)) tell(preferences.snapshot(), config.appName);
    if (reader === 'the member') document.cookie = await memberCookie(sandbox.url);

    const outcome = await renderFirstScreenWith(
      path,
      { cmsUrl: '/cms/' },
      underTestBudget(`${sandbox.url}/cms/`),
      undefined,
      null,
      {
        cookie: document.cookie,
      },
    );
    // Here the server's React and the browser's share one process and the context objects: the server's leaves
    // its last render's context values on them until its next render starts. A render of nothing lets them go.
    await prerenderToNodeStream(<></>);
    tolerateConsole(
      'error',
      'Detected multiple renderers concurrently rendering the same context provider',
      'the server’s React marks the context objects as its own for good (a development check), and here the browser’s shares them',
    );
    expect('screen' in outcome, `the server draws ${path}`).toBe(true);
    if (!('screen' in outcome)) return;
    const page = new DOMParser().parseFromString(
      placeFirstScreen(INDEX_HTML, outcome.screen, '', ''),
      'text/html',
    );
    document.documentElement.lang = page.documentElement.lang;
    document.body.replaceChildren(
      ...[...page.body.childNodes].map((node) => document.importNode(node, true)),
    );
    if (outcome.screen.location) window.history.replaceState(null, '', outcome.screen.location);

    const served = servedPage(document);
    keepDrawnTimeZone(container, served);
    // A visitor's page is cached for every visitor in its language (deploy/page-locations.ts): it shows no other.
    if (reader === 'a visitor') expect(Object.keys(served.choices as object)).toEqual(['language']);
    expect(takeOverAllowed(container, served), 'drawn with this device’s choices, for its reader').toBe(true);
    if (!served.answers) return;
    await warmUp(container, window.location.pathname, Object.keys(served.answers));
    await prepareLanguage(preferences.snapshot().language);
    const root = document.getElementById('root')!;
    seedFirstScreen(container, served.answers);
    collectDrawnHtml(root);
    const recoverable = vi.fn();
    const hydrated = await act(async () =>
      hydrateRoot(root, <App container={container} />, { onRecoverableError: recoverable }),
    );
    await act(async () => undefined);
    hydrated.unmount();
    expect(
      recoverable.mock.calls.map(([error]) => String(error)),
      'hydration errors',
    ).toEqual([]);
  });
});
