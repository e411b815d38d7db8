import { holdsTypedText } from '../shared/typed-text';

/**
 * A newer build of the portal has taken charge of this tab: its service worker replaced the one the page
 * started under (src/infrastructure/offline/register-service-worker.ts). The page runs the older build's
 * code, whose chunks the server may no longer hold, and must never mix them with the new build's; so the
 * reader's next move loads the page afresh, in the new build, instead of drawing it with the old code: a link
 * is followed as the browser follows it, a step back or forward is loaded again. Where a form holds typed
 * text, a notice says so at once (new-version-notice.ts), so nothing is lost unannounced.
 */
export function loadNewBuildOnNextMove(): () => void {
  const loadAgain = () => window.location.reload();
  document.addEventListener('click', followAsTheBrowserDoes, { capture: true });
  window.addEventListener('popstate', loadAgain);
  if (holdsTypedText(document.querySelector('main')))
    // The old build's chunk: a deployment keeps the previous build's files (docs/deploy.md); without them the
    // notice is left out, and the next move still loads the new build.
    import('./new-version-notice').then(({ showNewVersionNotice }) => showNewVersionNotice(), ignore);
  // For tests: the page itself never goes back to its old build.
  return () => {
    document.removeEventListener('click', followAsTheBrowserDoes, { capture: true });
    window.removeEventListener('popstate', loadAgain);
  };
}

/**
 * A click on a link of the portal's own, stopped before the router hears of it (its listener is on the root,
 * below the document): the browser then follows the link itself and loads the new build's page.
 */
function followAsTheBrowserDoes(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  if (link.target || link.hasAttribute('download')) return;
  event.stopPropagation();
}

const ignore = () => undefined;
