import type { Container } from 'inversify';
import { matchRoutes } from 'react-router-dom';
import { TOKENS } from '@/application/tokens';
import { createRoutes } from './routes';

const ignore = () => undefined;

/**
 * Starts what the first screen will ask for before React has rendered anything: the header's and footer's
 * menus and, on a content page, its page answer and its screen's code. They then travel side by side
 * instead of each waiting for the code that asks for it (entry, then screen, then page, then menus).
 */
export function warmUp(container: Container, pathname: string): void {
  const loadMenu = container.get(TOKENS.LoadMenu);
  loadMenu.load('main').catch(ignore);
  loadMenu.load('footer').catch(ignore);
  const screen = matchRoutes(createRoutes(container.get(TOKENS.Config)), pathname)?.at(-1);
  if (screen?.route.path !== '*') return;
  container.get(TOKENS.LoadPage).prefetch(pathname);
  // The same module the route loads lazily, so the browser fetches it once.
  import('../pages/generic-page').catch(ignore);
}
