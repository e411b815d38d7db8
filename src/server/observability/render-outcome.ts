/** How a render ended, as a metric's label: drawn, the not-found screen, left to the browser, or failed. */
export type RenderOutcome = 'drawn' | 'not_found' | 'browser' | 'unavailable' | 'failed';

/**
 * From the answer: its status, whether it carries a drawn document (a page's HTML, a feed's body), and the
 * failure, if any, that kept it from being drawn. A member's screen that could not be drawn is answered 200
 * with the app, and still counts as unavailable.
 */
export function renderOutcome(status: number, drawn: boolean, failure?: unknown): RenderOutcome {
  if (status === 500) return 'failed';
  if (status === 503 || failure !== undefined) return 'unavailable';
  if (status === 404) return 'not_found';
  return drawn ? 'drawn' : 'browser';
}
