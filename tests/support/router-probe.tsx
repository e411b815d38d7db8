import { useLayoutEffect } from 'react';
import {
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigationType,
} from 'react-router-dom';

/** What a test reads of the router: where it is and how it got there, as of the last commit. */
export interface RouterState {
  readonly location: Location;
  readonly historyAction: NavigationType;
}

/** A stand-in for a data router's `router`, so a test can keep writing `router.state.location`. */
export interface ProbedRouter {
  readonly state: RouterState;
  /** Moves as the reader would: `navigate(-1)` is Back. */
  readonly navigate: NavigateFunction;
}

/**
 * A router probe: `<Probe />` goes inside the router, `router.state` then tells its location and the kind of
 * the last navigation (PUSH, REPLACE or POP) as rendered.
 */
export function routerProbe(): { Probe: () => null; router: ProbedRouter } {
  let state: RouterState | undefined;
  let navigate: NavigateFunction | undefined;
  function Probe() {
    const location = useLocation();
    const historyAction = useNavigationType();
    const move = useNavigate();
    useLayoutEffect(() => {
      state = { location, historyAction };
      navigate = move;
    }, [location, historyAction, move]);
    return null;
  }
  const router: ProbedRouter = {
    get state() {
      if (!state) throw new Error('The router has not rendered yet.');
      return state;
    },
    navigate: ((...args: Parameters<NavigateFunction>) => {
      if (!navigate) throw new Error('The router has not rendered yet.');
      return navigate(...args);
    }) as NavigateFunction,
  };
  return { Probe, router };
}
