import playwrightConfig from '../../playwright.config';

/** Debian's Chromium, the browser of the e2e suite (CHROMIUM_PATH overrides it there too). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The e2e suite's Chromium flags, read from playwright.config.ts so the benchmark and the tests run the same
 * browser the same way.
 */
export function chromiumFlags(): string[] {
  const args = playwrightConfig.use?.launchOptions?.args;
  if (!args) throw new Error('playwright.config.ts has no use.launchOptions.args to share.');
  return [...args];
}

/**
 * The same for Lighthouse's chrome-launcher, with `--headless=new` added: Playwright runs headless by itself,
 * so the e2e flags no longer say so (since the suite moved to chromium-headless-shell), and chrome-launcher
 * starts a window, which fails on a machine without a display.
 */
export function lighthouseChromeFlags(): string[] {
  return [...chromiumFlags().filter((flag) => !flag.startsWith('--headless')), '--headless=new'];
}
