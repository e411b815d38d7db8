import { onCLS, onINP, onLCP } from 'web-vitals';
import { FIELD_DATA_PATH, type FieldDataBody, type FieldError, type FieldMetric } from './field-data-wire';

/** Enough to see a page that fails, without a page that fails in a loop sending a beacon per frame. */
const MOST_ERRORS_A_VISIT = 10;

/**
 * A sampled visit's field data (docs/privacy.md): the landing page's LCP, INP and CLS as web-vitals reports them
 * (mostly when the page is hidden), and the kind of each uncaught error, each as one beacon to the service. Only
 * the path goes with them, never the query (it can hold a search or a token), a message or a stack; the beacon
 * carries no credentials the service reads (nginx drops the cookie). Loaded only for a sampled visit, after the
 * first paint (src/main.tsx): web-vitals reads the paints and shifts that came before from the browser's buffer.
 */
export function reportFieldData(): void {
  // The vitals belong to the page the visit landed on, whatever screen the reader moved to since.
  const landing = location.pathname;
  const vital = ({ name, value }: { name: FieldMetric; value: number }) =>
    send({ path: landing, metric: name, value });
  onLCP(vital);
  onINP(vital);
  onCLS(vital);
  let errors = 0;
  const error = (kind: FieldError) => () => {
    if (errors++ < MOST_ERRORS_A_VISIT) send({ path: location.pathname, error: kind });
  };
  addEventListener('error', error('error'));
  addEventListener('unhandledrejection', error('unhandledrejection'));
}

/** As text/plain (sendBeacon's type for a string): no CORS preflight, and the service takes it. */
const send = (body: FieldDataBody) => navigator.sendBeacon?.(FIELD_DATA_PATH, JSON.stringify(body));
