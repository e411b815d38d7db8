import { use, useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppConfig } from '@/application/config/app-config';
import { useService } from '../app/services';
import { routesInApp } from './link-routing';
import { drawnHtml, htmlFingerprint } from './drawn-html';
import { NOTHING_TO_WAIT_FOR } from './data/nothing-to-wait-for';
import { loadSanitizer, sanitizerNow } from './html-sanitizer';

/**
 * HTML from the content system, sanitized before it reaches the DOM (by the server, for the screen it drew). Links to the portal's own pages
 * navigate inside the app instead of reloading it; files and the remote systems' addresses load in the
 * browser (see routesInApp).
 */
export function SafeHtml({ html, className, lang }: { html: string; className?: string; lang?: string }) {
  const navigate = useNavigate();
  const config = useService(AppConfig);
  const key = useMemo(() => htmlFingerprint(html), [html]);
  const clean = useCleanHtml(html, key);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    const context = {
      appOrigin: window.location.origin,
      remoteBases: [config.cmsUrl, config.membershipUrl, config.proposalsUrl],
    };
    if (!routesInApp(anchor.href, context)) return;
    event.preventDefault();
    const url = new URL(anchor.href);
    void navigate(url.pathname + url.search + url.hash);
  };

  // Sanitized above; this is the one place CMS HTML enters the page. The click handler only catches clicks
  // bubbling up from links, which are keyboard-operable themselves.
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      data-html-key={key}
      className={className}
      lang={lang}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

/**
 * The HTML sanitized: as the server drew it when taking its screen over, otherwise by the sanitizer, waiting
 * (suspending) the first time for its code.
 *
 * `use()` is called in every render. Called only while the sanitizer was missing, it suspended the first
 * render; the replay, with the sanitizer there, skipped it, and React ran the useMemo below with the update
 * dispatcher on a component never mounted ("Update hook called on initial render", #467, then #520), after a
 * language switch in WebKit. What the first render waited for is kept, so the replay waits on the same.
 */
function useCleanHtml(html: string, key: string): string {
  const served = drawnHtml(key);
  const waitFor = useMemo(() => (served === undefined && !sanitizerNow() ? loadSanitizer() : null), [served]);
  use(waitFor ?? NOTHING_TO_WAIT_FOR);
  const sanitize = served === undefined ? sanitizerNow() : null;
  return useMemo(() => served ?? sanitize?.(html) ?? '', [served, sanitize, html]);
}
