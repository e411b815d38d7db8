// First: the libraries' evaluation and the portal's are two tasks (libraries-apart.ts).
import './ui/app/libraries-apart';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Preferences, topicOrderOf } from './application/preferences/preferences';
import { createTabContainer } from './infrastructure/tab-container';
import { fetchConfigFile, loadConfig } from './infrastructure/config/load-config';
import { registerServiceWorker } from './infrastructure/offline/register-service-worker';
import { App } from './ui/app/app';
import { drawnForThisReader, seedFirstScreen } from './ui/app/first-screen';
import { drawnInTopicOrder } from './ui/groups/topic-order-drawn';
import { collectDrawnHtml } from './ui/shared/drawn-html';
import { takeLanguageFromAddress } from './ui/i18n/language-in-address';
import { languageCookieName } from './ui/i18n/language-cookie';
import { warmUp } from './ui/app/warm-up';
import { cannotStart } from './ui/i18n/cannot-start';
import { prepareLanguage } from './ui/i18n/message-catalogues';
import { loadDateData } from './ui/i18n/plain-intl';
import { yieldToBrowser } from './ui/shared/yield-to-browser';
import './ui/styles/global.css';

/**
 * What a server-rendered first screen came with (src/server/place-first-screen.ts): the answers it was drawn
 * with (`first-screen`), and on a member's screen whom it was drawn for (`first-screen-reader`); undefined
 * when there is no such script, or it cannot be read.
 */
function servedScript(id: string): unknown {
  const script = document.getElementById(id);
  try {
    return script?.textContent ? (JSON.parse(script.textContent) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A newer build took charge of the tab (new-build.ts): its code is asked for only then, so no first load carries
 * it; the previous build's files stay on the server for such a tab (docs/deploy.md).
 */
const loadNewBuildOnNextMove = () =>
  import('./ui/app/new-build').then(
    (module) => module.loadNewBuildOnNextMove(),
    () => undefined,
  );

/** The only file that joins ui and infrastructure: read the configuration, build the container, render. */
async function start() {
  const rootElement = document.getElementById('root')!;
  try {
    const config = await loadConfig(fetchConfigFile, import.meta.env.DEV);
    // Made in slices, each a task of its own (docs/performance.md, "What each piece of start-up work costs").
    const container = await createTabContainer(config, yieldToBrowser);
    // After the first paint (this code starts after it) and the page's load: offline copies of public pages.
    if (import.meta.env.PROD)
      registerServiceWorker(languageCookieName(config.appName), loadNewBuildOnNextMove);
    // A sampled visit's field data (docs/privacy.md), after the app's start: any other fetches none of it. As
    // few bytes as can be, in the entry every first load carries (a module that starts itself, no idle callback).
    if (Math.random() < (config.fieldDataSample ?? 0))
      setTimeout(() => void import('./infrastructure/field-data/start-field-data'));
    // The rest of the start in tasks of their own too: the screen's code asked for, then the take-over.
    await yieldToBrowser();
    const preferences = container.get(Preferences);
    // A language the footer's picker chose before the code ran (?language=, a GET form) is the choice now.
    const chosenInAddress = takeLanguageFromAddress(preferences);
    const answers = servedScript('first-screen') as Record<string, unknown> | undefined;
    // The server draws a screen in the language the address chose, else in the one the language cookie or
    // Accept-Language told it (src/server/reader-language.ts), and says which in <html lang>, for a visitor or
    // for the member whose session cookie came with the request: React takes that HTML over only for that
    // reader in that language, and draws afresh for anyone else (another member, a language chosen in another
    // way) instead of flashing the wrong screen. So too for a group's topics drawn in another order than this
    // device lists them (a cookie lost or changed since: topic-order-drawn.ts).
    const { language } = preferences.snapshot();
    const drawnIn = chosenInAddress ?? document.documentElement.lang;
    const sameReader =
      language === drawnIn &&
      drawnForThisReader(container, servedScript('first-screen-reader')) &&
      drawnInTopicOrder(rootElement, topicOrderOf(preferences.snapshot()));
    // Another language's words come before the first paint or the take-over, so no loading state shows for them.
    const words = prepareLanguage(language).catch(() => undefined);
    const served = answers && sameReader ? Object.keys(answers) : null;
    const firstScreenCode = warmUp(container, window.location.pathname, served).catch(() => undefined);
    if (answers && served) {
      // The code of the screen and its lists first (asked for at once, in parallel), so the whole HTML is
      // taken over in one pass; the page is readable meanwhile. A part that failed is drawn afresh below.
      // That code declares the screen's own words (a public page's), fetched as soon as it has run.
      const screenWords = firstScreenCode.then(() => prepareLanguage(language)).catch(() => undefined);
      await Promise.all([firstScreenCode, words, screenWords]);
      await yieldToBrowser();
      // A drawn date's formatter is the take-over's first: ICU's date data loaded in a task of its own first.
      if (rootElement.querySelector('time')) {
        loadDateData(language);
        await yieldToBrowser();
      }
      seedFirstScreen(container, answers);
      collectDrawnHtml(rootElement);
      // As a transition, so React hydrates in slices and the page stays responsive to input meanwhile.
      startTransition(() => {
        hydrateRoot(rootElement, <App container={container} />);
      });
      return;
    }
    await words;
    rootElement.replaceChildren();
    createRoot(rootElement).render(<App container={container} />);
  } catch (error) {
    console.error(error);
    rootElement.textContent = cannotStart(navigator.languages);
  }
}

void start();
