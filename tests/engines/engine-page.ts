/**
 * What a journey may do with a page, the same in every browser engine: it finds things as a reader and a screen
 * reader do, by role and accessible name (Testing Library's own queries, run inside the page), and acts through
 * the engine's real input (its WebDriver). drivenPage (driven-page.ts) implements it once, over the few acts each
 * engine's client does (firefox-page.ts, webkit-page.ts); the journeys (journeys.ts) never see which engine runs
 * them.
 */
export interface EnginePage {
  /** Opens a path of the portal and waits until the portal has taken the page over (`data-ready`). */
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** Back in the tab's history, and waits until the portal has taken that page over. */
  back(): Promise<void>;
  /**
   * Makes the browser load this page again when Back returns to it, rather than keep it: over HTTPS a member's
   * page (`no-store`) is never kept, but over the tests' plain HTTP Firefox and WebKit would keep it, and an
   * unload listener is what they both take as "do not keep".
   */
  unkept(): Promise<void>;
  /** The viewport's width in CSS pixels (the height stays 900), or the engine's narrowest (WebKit's: 447). */
  setWidth(width: number): Promise<void>;
  click(target: Target): Promise<void>;
  /** Replaces a text field's content with `text`, typed key by key. */
  fill(target: Target, text: string): Promise<void>;
  /** Chooses the option with this visible label in a `<select>`. */
  choose(target: Target, label: string): Promise<void>;
  /** Types into whatever has focus. */
  type(text: string): Promise<void>;
  attachFile(target: Target, file: string): Promise<void>;
  /** Waits until the page's visible text contains `text`. */
  waitForText(text: string): Promise<void>;
  /** Waits until a field's value is `value`. */
  waitForValue(target: Target, value: string): Promise<void>;
  waitForPath(path: string | RegExp): Promise<void>;
  /**
   * The last loaded document as the server sent it and the browser first drew it: its `lang` and its text, read
   * as parsing ended, before any of the portal's scripts ran (noteFirstDrawn).
   */
  firstDrawn(): Promise<FirstDrawn>;
  /** Each text's drawn width in CSS pixels, in a span of the page's own type (tests/support/drawn-widths.ts). */
  drawnWidths(texts: readonly string[]): Promise<number[]>;
  /** Uncaught errors and React's errors this page has reported since it opened. */
  readonly errors: readonly string[];
  close(): Promise<void>;
}

/**
 * Something on the page by role and accessible name (a text anywhere in it, whatever the case, or a RegExp),
 * optionally inside another such thing. Two roles of its own:
 * `labelled` finds a field by its label, `summary` a `<details>` toggle by its text.
 */
export interface Target {
  readonly role: string;
  readonly name: string | RegExp;
  readonly within?: Target;
}

/** A target as it crosses into the page: a RegExp does not survive serialisation. */
export interface WireTarget {
  readonly role: string;
  readonly name: { readonly source: string; readonly flags: string } | { readonly text: string };
  readonly within?: WireTarget;
}

export const byRole = (role: string, name: string | RegExp, within?: Target): Target => ({
  role,
  name,
  ...(within ? { within } : {}),
});

export function wireTarget({ role, name, within }: Target): WireTarget {
  return {
    role,
    name: name instanceof RegExp ? { source: name.source, flags: name.flags } : { text: name },
    ...(within ? { within: wireTarget(within) } : {}),
  };
}

export const describeTarget = ({ role, name, within }: Target): string =>
  `${role} "${String(name)}"${within ? ` in ${describeTarget(within)}` : ''}`;

/** What counts as an error in the console: React's own reports (hydration and hooks among them). */
export const REACT_ERROR = /Minified React error|React error|Hydration|hydrat/i;

/** Long enough for a slow engine on a busy 2-core machine; a missing thing still fails. */
export const WAIT_MS = 10_000;

/**
 * Asks until `attempt` answers something other than null, for WAIT_MS at most. An attempt that throws counts as
 * no answer: a navigation replaced the document half-way, and the next attempt asks the new one.
 */
export async function poll<T>(what: string, attempt: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const answer = await attempt().catch(() => null);
    if (answer !== null) return answer;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

export interface FirstDrawn {
  readonly lang: string;
  readonly text: string;
}

/** Where noteFirstDrawn keeps what it read, on the page's window, as JSON (firstDrawnFrom reads it). */
export const FIRST_DRAWN_KEY = '__necsFirstDrawn';

/**
 * Runs in the page before its own scripts (each driver installs it at the document's start): notes the document's
 * `lang` and text when parsing ends. The readiness turns "interactive" before the deferred and module scripts
 * run, so this is what the server sent and the browser drew first, whatever the portal draws next. No named
 * inner function: tsx's name helper does not exist in the page yet.
 */
export function noteFirstDrawn(key: string): void {
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    // As JSON, a string: an object made by a preload script is one the page may not read in Firefox ESR 140
    // ("Permission denied to access property"); a string crosses from any realm.
    (window as unknown as Record<string, string>)[key] = JSON.stringify({
      lang: document.documentElement.lang,
      text: document.body.textContent,
    });
  });
}

/** What noteFirstDrawn kept, from its JSON; nothing drawn yet when there is none. */
export const firstDrawnFrom = (kept: unknown): FirstDrawn =>
  typeof kept === 'string' ? (JSON.parse(kept) as FirstDrawn) : { lang: '', text: '' };
