import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The axe rules a translation can break: names, labels and titles (an empty or missing string) and the language
 * the page says it is in. Colours, sizes, landmarks and structure are the same in every language; the languages
 * after the first check these alone, the first the full set.
 */
export const RULES_A_LANGUAGE_CAN_BREAK = [
  'html-has-lang',
  'html-lang-valid',
  'valid-lang',
  'document-title',
  'button-name',
  'link-name',
  'label',
  'select-name',
  'input-button-name',
  'aria-command-name',
  'aria-input-field-name',
  'aria-toggle-field-name',
  'aria-dialog-name',
  'empty-heading',
  'image-alt',
  'landmark-unique',
  'frame-title',
];

/** The rules to run on a screen in `language`: all of them in German, the first translation, else those above. */
export const axeRulesIn = (language: string): readonly string[] | undefined =>
  language === 'de' ? undefined : RULES_A_LANGUAGE_CAN_BREAK;

/** axe-core's full rule set, best practices included; or only `rules`. */
export async function violations(page: Page, rules?: readonly string[]) {
  // axe reads colours as drawn: a screen still fading in (a loading state's `appear`) reads as too faint. So the
  // page's finite animations end first; a spinner's, which never ends, is left alone.
  // A paused one would never end: the wait gives up after a few seconds, and axe reads the page as it is.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
  // axe runs in the page itself (legacy mode): the builder's default runs it in parts, then opens a blank page
  // to join them, 950 ms a screen against 370 ms. The parts are for frames of other origins; the portal draws
  // no frame. Only violations are read, so axe gathers no details of what passed.
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  const results = await (rules ? builder.withRules([...rules]) : builder).analyze();
  return results.violations.map(
    ({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
