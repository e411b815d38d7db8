import { onCLS, onINP, onLCP } from 'web-vitals';
import { FIELD_DATA_PATH, type FieldDataBody, type FieldError, type FieldMetric } from './field-data-wire';

/** Enough to see a page that fails, without a page that fails in a loop sending a beacon per frame. */
const MOST_ERRORS_A_VISIT = 10;
/** Interactions whose screen is remembered: INP is one of the slowest few of a visit, rarely an old one. */
const INTERACTIONS_NOTED = 100;

/**
 * A sampled visit's field data (docs/privacy.md): the landing page's LCP, INP and CLS as web-vitals reports them
 * (mostly when the page is hidden), and the kind of each uncaught error, each as one beacon to the service. Only
 * the path goes with them, never the query (it can hold a search or a token), a message or a stack; the beacon
 * carries no credentials the service reads (nginx drops the cookie). Loaded only for a sampled visit, after the
 * first paint (src/main.tsx): web-vitals reads the paints and shifts that came before from the browser's buffer.
 */
export function reportFieldData(): void {
  // LCP and CLS belong to the page the visit landed on, whatever screen the reader moved to since; INP to the
  // screen the slow interaction happened on (the service counts each by its screen's kind).
  const landing = location.pathname;
  const pathAt = interactionPaths(landing);
  const vital = ({ name, value }: { name: FieldMetric; value: number }, path = landing) =>
    send({ path, metric: name, value });
  onLCP(vital);
  onINP((inp) => vital(inp, pathAt(inp.entries[0]?.startTime)));
  onCLS(vital);
  let errors = 0;
  const error = (kind: FieldError) => () => {
    if (errors++ < MOST_ERRORS_A_VISIT) send({ path: location.pathname, error: kind });
  };
  addEventListener('error', error('error'));
  addEventListener('unhandledrejection', error('unhandledrejection'));
}

/**
 * Notes the path at each interaction's first event (a pointer or a key pressed), by the event's time, which is
 * its Event Timing entry's `startTime`; returns where the reader was at a given entry's start.
 */
function interactionPaths(landing: string): (startTime: number | undefined) => string {
  const noted: (readonly [at: number, path: string])[] = [];
  const note = ({ timeStamp }: Event) => {
    noted.push([timeStamp, location.pathname]);
    if (noted.length > INTERACTIONS_NOTED) noted.shift();
  };
  for (const type of ['pointerdown', 'keydown'])
    addEventListener(type, note, { capture: true, passive: true });
  return (startTime) =>
    (startTime === undefined ? undefined : noted.findLast(([at]) => at <= startTime)?.[1]) ?? landing;
}

/** As text/plain (sendBeacon's type for a string): no CORS preflight, and the service takes it. */
const send = (body: FieldDataBody) => navigator.sendBeacon?.(FIELD_DATA_PATH, JSON.stringify(body));
