import type { Container } from 'inversify';
import { Preferences, topicOrderOf, type SiteState } from '@/application/preferences/preferences';
import { useContainer, useSiteState } from './services';

/**
 * Every choice kept in the browser (the site-state area: Preferences) that changes a server-drawn page, as the
 * page shows it. One entry per choice of SiteState, or the type check fails: a choice added there is told to
 * the server too (a cookie it reads, src/server/render-first-screen.tsx), read by the screen through
 * useDrawnChoice, and a server-drawn page says it was drawn with it (docs/architecture.md, "A choice that
 * changes a drawn page"). tests/ui/drawn-choices-hydrate.test.tsx takes every drawn screen over with each.
 */
const CHOICES = {
  language: (state: SiteState) => state.language,
  topicOrder: (state: SiteState) => topicOrderOf(state),
} satisfies { readonly [Choice in keyof SiteState]-?: (state: SiteState) => string };

export type Choice = keyof typeof CHOICES;

/** The choices a page was drawn with: its language always, any other only where the page shows it. */
export type DrawnChoices = { readonly language: string } & { readonly [C in Choice]?: string };

/** Per portal instance (a server render's own container), the choices its screen has shown. */
const shownChoices = new WeakMap<Container, Set<Choice>>();

/**
 * A choice as this device made it, noted as shown: a page the server draws then says it was drawn with it, and
 * the browser takes it over only where the reader's choice is the same (takeOverAllowed). `shown` false for a
 * read that changes nothing drawn (what is asked for ahead), so that a page without it (a visitor's, cached
 * for every visitor) is taken over whatever the device chose.
 */
export function useDrawnChoice<C extends Choice>(choice: C, shown = true): ReturnType<(typeof CHOICES)[C]> {
  const container = useContainer();
  const state = useSiteState();
  if (shown) {
    const noted = shownChoices.get(container) ?? new Set<Choice>();
    shownChoices.set(container, noted.add(choice));
  }
  return CHOICES[choice](state) as ReturnType<(typeof CHOICES)[C]>;
}

/** What the server writes beside a page it drew with `container`: the choices its screen showed. */
export function choicesDrawnWith(container: Container): DrawnChoices {
  const state = container.get(Preferences).snapshot();
  const shown = [...(shownChoices.get(container) ?? [])];
  return Object.fromEntries([
    ['language', CHOICES.language(state)],
    ...shown.map((choice) => [choice, CHOICES[choice](state)]),
  ]) as DrawnChoices;
}

/**
 * Whether every choice a page was drawn with is this device's: a choice this build does not know (a newer
 * server's) is not. Without them (a page drawn before the server wrote them), the page's `<html lang>`.
 */
export function drawnWithTheseChoices(container: Container, drawn: unknown, drawnLanguage: string): boolean {
  const choices = isRecord(drawn) ? drawn : { language: drawnLanguage };
  const state = container.get(Preferences).snapshot();
  return Object.entries(choices).every(
    ([choice, value]) => Object.hasOwn(CHOICES, choice) && CHOICES[choice as Choice](state) === value,
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
