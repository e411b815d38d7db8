import { afterAll, beforeAll } from 'vitest';
import type { LanguageHints } from '@/server/reader-language';
import { renderFirstScreenWith } from '@/server/render-first-screen';
import type { FirstScreen } from '@/server/portal-screens';
import { startSandbox, type RunningSandbox } from './sandbox-server';
import { underTestBudget } from './test-budgets';

/** The drawn screen of an outcome, or null for one the browser draws (or none). */
export const drawn = (outcome: FirstScreen) => ('screen' in outcome ? outcome.screen : null);

/**
 * A sandbox for the suite (started before it, closed after) and the server's first screen of a path drawn
 * against it as a visitor sees it: `siteUrl` and the reader's language hints as a request would give them,
 * under the test's time limit, not production's (test-budgets.ts).
 */
export function useFirstScreenSuite() {
  let sandbox: RunningSandbox;
  let drupalUrl = '';
  beforeAll(async () => {
    sandbox = await startSandbox();
    drupalUrl = underTestBudget(`${sandbox.url}/cms/`);
  });
  afterAll(() => sandbox.close());
  return {
    sandboxUrl: () => sandbox.url,
    render: (path: string, siteUrl: string | null = null, hints: LanguageHints = {}) =>
      renderFirstScreenWith(path, { cmsUrl: '/cms/' }, drupalUrl, undefined, siteUrl, hints),
  };
}
