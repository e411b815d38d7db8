/**
 * The axe rules a translation can break: names, labels and titles (an empty or missing string) and the language
 * the page says it is in. Colours, sizes, landmarks and structure are the same in every language, so the
 * languages after the first check these alone: in a browser for German, the first translation, beside the full
 * set (tests/e2e/languages*.spec.ts); in jsdom for the others (screens-in-other-languages-axe.test.tsx).
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
] as const;
