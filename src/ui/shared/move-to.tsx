import { Navigate, type NavigateProps } from 'react-router-dom';
import { useHydrated } from './use-hydrated';

/**
 * `<Navigate>` in the browser; nothing on the server. A server render cannot move the screen (it draws the
 * destination in a pass of its own, src/server/draw-portal.tsx), and react-router warns on every `<Navigate>`
 * drawn under a StaticRouter, a line per not-found page in the service's log. In the browser it moves as
 * before: at once on a screen it draws itself, right after taking over a drawn one.
 */
export function MoveTo(props: NavigateProps) {
  return useHydrated() ? <Navigate {...props} /> : null;
}
