import puppeteer, { type Page } from 'puppeteer-core';
import { launchChrome, runLighthouse, type LighthouseBrowser } from '../lighthouse';
import { MEMBER } from '../pages';

/**
 * A Chromium logged in as the demo member through the portal's login screen, whose Lighthouse runs keep what
 * the login stored: every run goes to the tab that logged in, with Lighthouse's storage reset off, so the
 * Drupal session cookie, localStorage and this tab's sessionStorage (where the app keeps who is logged in
 * and the membership system's session) are there as they are for a member browsing on in that tab.
 * Only the HTTP cache is emptied before each run, so a member's page fetches its files as the visitor's
 * (whose runs reset the cache) does, and the two are compared on the same terms.
 */
export async function launchMemberBrowser(origin: string): Promise<LighthouseBrowser & { chromium: string }> {
  const chrome = await launchChrome();
  try {
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    const page = await browser.newPage();
    await logIn(page, origin);
    const cdp = await page.createCDPSession();
    // "HeadlessChrome/150.0.7871.100": the version alone, as Playwright gives it to the other columns.
    const chromium = (await browser.version()).replace(/^.*\//, '');
    return {
      chromium,
      run: async (url, preset) => {
        await cdp.send('Network.clearBrowserCache');
        const figures = await runLighthouse(url, preset, { port: chrome.port, page });
        // A run that met a logged-out page would measure the visitor's: the member's Logout must still be there.
        if (!(await page.evaluate(showsLogout)))
          throw new Error(`${url} was not shown to a logged-in member.`);
        return figures;
      },
      close: async () => {
        await browser.disconnect();
        chrome.kill();
      },
    };
  } catch (error) {
    chrome.kill();
    throw error;
  }
}

const showsLogout = () =>
  [...document.querySelectorAll('button')].some((button) => button.textContent?.trim() === 'Logout');

/** As scripts/bench/pages.ts's logInAsMember does in Playwright: the login form, then the member's menu. */
async function logIn(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/user/login`);
  await page.locator('::-p-aria(E-mail)').fill(MEMBER.mail);
  await page.locator('::-p-aria(Password)').fill(MEMBER.password);
  await page.locator('::-p-aria([name="Login"][role="button"])').click();
  await page.locator('::-p-aria([name="My NECS"][role="link"])').setTimeout(30_000).wait();
}
