import playwrightConfig from '../../playwright.config';

/** Debian's Chromium, the browser of the e2e suite (CHROMIUM_PATH overrides it there too). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The e2e suite's Chromium flags, read from playwright.config.ts so the benchmark and the tests run the same
 * browser the same way. Lighthouse's chrome-launcher gets them with `--headless=new` (the plain `--headless`
 * of Playwright means the same mode there).
 */
export function chromiumFlags(): string[] {
  const args = playwrightConfig.use?.launchOptions?.args;
  if (!args) throw new Error('playwright.config.ts has no use.launchOptions.args to share.');
  return [...args];
}

export function lighthouseChromeFlags(): string[] {
  return chromiumFlags().map((flag) => (flag === '--headless' ? '--headless=new' : flag));
}
