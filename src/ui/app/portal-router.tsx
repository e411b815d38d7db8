import { useLayoutEffect, useMemo, useRef, useState, useTransition, type ReactNode } from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type Navigator,
  type To,
} from 'react-router-dom';
import { useTranslation } from '../i18n/use-translation';
import { afterNextPaint } from '../shared/after-next-paint';
import styles from './portal-router.module.css';

const addressOf = ({ pathname, search }: Pick<Location, 'pathname' | 'search'>) => pathname + search;

/**
 * The browser's router (React Router's BrowserRouter, with one choice made per move). A move to an address
 * this tab has shown is drawn at once: its answers are in the cache, and the whole page paints in the next
 * frame. A move anywhere else would paint only a loading state after drawing it: it is drawn in a transition
 * instead, so the click paints its own response first (a bar along the top of the window, a progress bar
 * named "Loading"), and the next screen, its loading state or its code, follows in slices the browser can
 * paint between. A control that navigates in a transition of its own (a filter, a pager) composes with it.
 * Such a move only changes the address once the bar is painted (issue 52: the history entry alone cost the
 * click 6–40 ms at 4× CPU); the move stays pending, the bar showing, from the click until the screen is drawn.
 */
export function PortalRouter({ children }: { children: ReactNode }) {
  // The same history BrowserRouter makes (v5Compat: every listener hears back/forward too).
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [shown] = useState(() => new Set<string>());
  const [pending, startMove] = useTransition();
  // A move put off till the next paint is dropped once the router is gone: the address is no longer its to
  // change (a page put away, or a test's next page in the same window, which it would otherwise move).
  const mounted = useRef(false);
  useLayoutEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useLayoutEffect(
    () =>
      history.listen((move) => {
        if (shown.has(addressOf(move.location))) setState(move);
        else startMove(() => setState(move));
      }),
    [history, shown],
  );
  useLayoutEffect(() => {
    shown.add(addressOf(state.location));
  }, [shown, state.location]);

  const navigator = useMemo<Navigator>(() => {
    // Called unbound by the router, so each is a function of its own.
    const moveTo =
      (change: (to: To, state?: unknown) => void) =>
      (to: To, state?: unknown): void => {
        if (shown.has(addressOf(history.encodeLocation(to)))) return change(to, state);
        startMove(async () => {
          await afterNextPaint();
          if (mounted.current) startMove(() => change(to, state));
        });
      };
    return {
      createHref: (to) => history.createHref(to),
      createURL: (to) => history.createURL(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: moveTo((to, state) => history.push(to, state)),
      replace: moveTo((to, state) => history.replace(to, state)),
    };
  }, [history, shown]);

  return (
    <>
      <MovingBar moving={pending} />
      <Router location={state.location} navigationType={state.action} navigator={navigator}>
        {children}
      </Router>
    </>
  );
}

/**
 * The bar along the top of the window while a move is drawn. The server draws it too (hidden), so the page it
 * drew has the same elements as the browser's first render, which takes it over.
 */
export function MovingBar({ moving }: { moving: boolean }) {
  const { t } = useTranslation();
  return <div className={styles.moving} role="progressbar" aria-label={t('loading')} hidden={!moving} />;
}
