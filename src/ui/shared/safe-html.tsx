import { use, useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppConfig } from '@/application/config/app-config';
import { useService } from '../app/services';
import { routesInApp } from './link-routing';
import { drawnHtml, htmlFingerprint } from './drawn-html';
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
 */
function useCleanHtml(html: string, key: string): string {
  const served = drawnHtml(key);
  const sanitize = served === undefined ? (sanitizerNow() ?? use(loadSanitizer())) : null;
  return useMemo(() => served ?? sanitize?.(html) ?? '', [served, sanitize, html]);
}
