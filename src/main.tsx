// First: the libraries' evaluation and the portal's are two tasks (libraries-apart.ts).
import './ui/app/libraries-apart';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Preferences } from './application/preferences/preferences';
import { createTabContainer } from './infrastructure/tab-container';
import { fetchConfigFile, loadConfig } from './infrastructure/config/load-config';
import { registerServiceWorker } from './infrastructure/offline/register-service-worker';
import { App } from './ui/app/app';
import { seedFirstScreen } from './ui/app/server-drawn-screen';
import { keepDrawnTimeZone, servedPage, takeOverAllowed } from './ui/app/take-over';
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
    // A language the footer's picker chose before the code ran (?language=, a GET form) is the choice now,
    // as the server drew it.
    takeLanguageFromAddress(preferences);
    const served = servedPage(document);
    keepDrawnTimeZone(container, served);
    const takeOver = takeOverAllowed(container, served);
    const { language } = preferences.snapshot();
    // Another language's words come before the first paint or the take-over, so no loading state shows for them.
    const words = prepareLanguage(language).catch(() => undefined);
    const firstScreenCode = warmUp(
      container,
      window.location.pathname,
      takeOver ? Object.keys(served.answers) : null,
    ).catch(() => undefined);
    if (takeOver) {
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
      seedFirstScreen(container, served.answers);
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
