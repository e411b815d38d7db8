import type { Container } from 'inversify';
import { useLocation } from 'react-router-dom';
import { queryCacheOf } from '../shared/data/cache-of-container';
import { useQueryCache } from '../shared/data/use-query';
import { FIRST_ENTRY } from '../shared/first-entry';
import { loadSanitizer } from '../shared/html-sanitizer';

/**
 * The one place a server-drawn first screen's answers go (keys name a load and its arguments: `menu:main`,
 * `page:/news`): into the query cache, before React takes that HTML over (hydrates), so that it draws the
 * same screen from the same answers instead of loading states over it. On the server, the render fills the
 * same cache (src/server/render-first-screen.tsx).
 */
export function seedFirstScreen(container: Container, answers: Readonly<Record<string, unknown>>): void {
  queryCacheOf(container).seed(answers);
}

/**
 * Ends the first screen once the reader moves on (back on the first entry later included): its answers
 * are then refreshed when shown again, as any other. Until then they count as fresh, even while a part
 * whose code arrived late is hydrated. The next screens draw CMS HTML themselves: the sanitizer's code
 * starts on its way with the first move, beside the next screen's answer, instead of after it.
 */
export function FirstScreenEnd() {
  const cache = useQueryCache();
  if (useLocation().key === FIRST_ENTRY) return null;
  cache.endFirstScreen();
  loadSanitizer().catch(ignore);
  return null;
}

const ignore = () => undefined;
