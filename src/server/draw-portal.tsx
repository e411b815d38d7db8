import type { Container } from 'inversify';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { PortalRoutes, PortalShell } from '@/ui/app/app';
import { MovingBar } from '@/ui/app/portal-router';
import { queryCacheOf } from '@/ui/shared/data/cache-of-container';

/** A page that moved the screen (to the not-found page) is drawn again there; it moves no further. */
const MAX_PASSES = 3;

/**
 * One render that waits for what it reads (React's prerender: each part that suspends, on data or on its code,
 * is drawn again alone once that arrives), then once more only when the page moved the screen elsewhere
 * (`location`, known once its answer is in).
 */
export async function draw(container: Container, location: () => string, signal?: AbortSignal) {
  let at = location();
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    at = location();
    html = await prerendered(
      <PortalShell container={container}>
        <MovingBar moving={false} />
        <StaticRouter location={at}>
          <PortalRoutes />
        </StaticRouter>
      </PortalShell>,
      signal,
    );
    if (location() === at) break;
  }
  return { html, location: at };
}

/** The HTML of `tree` once every part has its data and code (or failed: drawnFaithfully tells). */
async function prerendered(tree: ReactNode, signal?: AbortSignal): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree, {
    ...(signal ? { signal } : {}),
    // Every part in place, in order: React would otherwise move a part over 12.8 kB (a long discussion) out of
    // line, to be put in place by an inline script, which the portal's CSP refuses and which the browser would
    // only run once the whole page had arrived anyway.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A failed answer is the cache's to report (drawnFaithfully); React would log every one.
    onError: () => undefined,
  });
  // Its chunks joined once: decoding each as it came (stream/consumers' text) cost a render 3 % of its time.
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Every answer came, none failed: the screen is the one the browser would draw. */
export function drawnFaithfully(container: Container): boolean {
  const cache = queryCacheOf(container);
  return !cache.anyFailed() && cache.pending().length === 0;
}

/** Why a screen was not drawn faithfully, for the service's log: the first failed answer's error. */
export function whyNotDrawn(container: Container): unknown {
  return (
    queryCacheOf(container).firstError() ?? new Error('an answer was still pending when the screen was drawn')
  );
}
