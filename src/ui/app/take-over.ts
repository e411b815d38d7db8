import type { Container } from 'inversify';
import { drawnTimeZone, ShownTimeZone } from '@/application/preferences/shown-time-zone';
import { drawnWithTheseChoices } from './drawn-choices';
import { drawnForThisReader } from './server-drawn-screen';

/**
 * What a server-drawn first screen came with (src/server/place-first-screen.ts): the answers it was drawn with
 * (`first-screen`), whom a member's was drawn for (`first-screen-reader`), the choices it was drawn with
 * (`first-screen-choices`), the time zone it was drawn in (`first-screen-zone`) and its language (`<html lang>`).
 */
export interface ServedPage {
  readonly answers: Readonly<Record<string, unknown>> | undefined;
  readonly reader: unknown;
  readonly choices: unknown;
  readonly timeZone: unknown;
  readonly lang: string;
}

/** The page as served; undefined parts where a script is missing or cannot be read. */
export function servedPage(document: Document): ServedPage {
  const answers = servedScript(document, 'first-screen');
  return {
    answers:
      typeof answers === 'object' && answers !== null ? (answers as Record<string, unknown>) : undefined,
    reader: servedScript(document, 'first-screen-reader'),
    choices: servedScript(document, 'first-screen-choices'),
    timeZone: servedScript(document, 'first-screen-zone'),
    lang: document.documentElement.lang,
  };
}

/**
 * The one decision whether React takes a server-drawn page over (hydrates) or draws afresh: it came with its
 * answers, every choice it was drawn with is this device's (a language chosen in another way, a topic order
 * the cookie no longer told), and it was drawn for this tab's reader (server-drawn-screen.tsx). Anyone else gets the
 * screen drawn afresh instead of a flash of the wrong one, or a mismatch React throws the HTML away for.
 */
export function takeOverAllowed(
  container: Container,
  served: ServedPage,
): served is ServedPage & { readonly answers: Readonly<Record<string, unknown>> } {
  return (
    served.answers !== undefined &&
    drawnWithTheseChoices(container, served.choices, served.lang) &&
    drawnForThisReader(container, served.reader)
  );
}

/**
 * The browser draws a served page's times in the zone the server drew them in (shown-time-zone.ts), for as long
 * as the page stands, so neither the take-over nor a screen drawn afresh changes a time the reader has seen;
 * without one (a page the browser draws from the start), the times are drawn in the browser's own zone.
 */
export function keepDrawnTimeZone(container: Container, served: ServedPage): void {
  const drawn = drawnTimeZone(served.timeZone);
  if (drawn) container.rebind(ShownTimeZone).toConstantValue(drawn);
}

function servedScript(document: Document, id: string): unknown {
  const script = document.getElementById(id);
  try {
    return script?.textContent ? (JSON.parse(script.textContent) as unknown) : undefined;
  } catch {
    return undefined;
  }
}
