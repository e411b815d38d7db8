import { createElement, useEffect, useReducer, type ComponentType } from 'react';

/**
 * A component loaded on first use that the page can do without, such as Back to top: while its code is on its
 * way, and when it could not come (the network gone, a deploy that removed the file), nothing is drawn. As a
 * lazy part, its failure reached the route's error screen, which replaced the topic a member was reading offline
 * the moment they scrolled. Drawn again later, it asks for its code again.
 */
export function optionalPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let component: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const arrival = () =>
    (loading ??= load().then(
      (arrived) => void (component = arrived),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  return function OptionalPart(props: P) {
    const [, drawAgain] = useReducer((count: number) => count + 1, 0);
    useEffect(() => {
      if (component) return;
      let current = true;
      arrival().then(
        () => current && drawAgain(),
        () => undefined,
      );
      return () => {
        current = false;
      };
    }, []);
    return component ? createElement(component, props) : null;
  };
}
