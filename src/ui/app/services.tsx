import type { Container, ServiceIdentifier } from 'inversify';
import { createContext, use, useSyncExternalStore, useCallback, type ReactNode } from 'react';
import type { Observable } from 'rxjs';

const ContainerContext = createContext<Container | null>(null);

/** Makes the composition root's container available to every view below. */
export function ServicesProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext value={container}>{children}</ContainerContext>;
}

/**
 * Resolves a service or port from the container: a use case or store by its class, `useService(LogIn)`; a
 * port by the token beside its interface, `useService(GroupGateway)`.
 */
export function useService<T>(token: ServiceIdentifier<T>): T {
  const container = use(ContainerContext);
  if (!container) throw new Error('useService needs a <ServicesProvider> above it.');
  return container.get(token);
}

/** Reads an rxjs store (`state$` + `snapshot()`) and re-renders on change. */
export function useObservable<T>(store: { state$: Observable<T>; snapshot(): T }): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = store.state$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [store],
  );
  // The same snapshot on the server: a server-rendered first screen starts from the container's state too.
  const snapshot = () => store.snapshot();
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The container itself, for what lives beside it per portal instance (the query cache). */
export function useContainer(): Container {
  const container = use(ContainerContext);
  if (!container) throw new Error('useContainer needs a <ServicesProvider> above it.');
  return container;
}

/** The container, or null outside a ServicesProvider: for the last-resort error screen, which shows either way. */
export function useContainerIfAny(): Container | null {
  return use(ContainerContext);
}
