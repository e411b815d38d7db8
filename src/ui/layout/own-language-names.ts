import type { Language } from '@/application/preferences/preferences';

/**
 * Each offered language by its own name, as a reader of it expects: ICU's name for it in itself, with a capital
 * (Intl.DisplayNames writes "français"). Written out rather than asked of ICU while the footer is drawn: each
 * language's first question loads its locale data, which took the take-over's longest task, some 70 ms on a
 * phone's CPU (docs/performance.md, "What each piece of start-up work costs"). own-language-names.test.ts holds
 * them to ICU's.
 */
export const OWN_NAMES: Readonly<Record<Language, string>> = {
  de: 'Deutsch',
  en: 'English',
  fr: 'Français',
  es: 'Español',
};
