import type { Container, ServiceIdentifier } from 'inversify';
import {
  createContext,
  use,
  useCallback,
  useDeferredValue,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { Observable } from 'rxjs';
import { Preferences, type SiteState } from '@/application/preferences/preferences';
import { TakeOverProvider } from '../shared/use-hydrated';

const ContainerContext = createContext<Container | null>(null);

/**
 * Makes the composition root's container available to every view below, with what every view reads beside
 * it: the reader's choices (useSiteState) and whether the page is taken over (useHydrated).
 */
export function ServicesProvider({ container, children }: { container: Container; children: ReactNode }) {
  return (
    <ContainerContext value={container}>
      <TakeOverProvider>
        {/* A container without Preferences (a component test's) has no choices to give. */}
        {container.isBound(Preferences) ? <Choices>{children}</Choices> : children}
      </TakeOverProvider>
    </ContainerContext>
  );
}

/**
 * Resolves a service or port from the container: a use case or store by its class, `useService(LogIn)`; a
 * port by the token beside its interface, `useService(GroupGateway)`.
 */
export function useService<T>(token: ServiceIdentifier<T>): T {
  const container = use(ContainerContext);
  if (!container) throw new Error('useService needs a <ServicesProvider> above it.');
  return resolvedOnce(container, token);
}

/** What each container gave for each token, asked for by a render. */
const resolved = new WeakMap<Container, Map<ServiceIdentifier, unknown>>();

/**
 * The container's answer for a token, asked for once: every binding is a singleton (infrastructure/container.ts,
 * and the server's), so a second answer is the same object, and a render asks dozens of times; each `get`
 * plans and resolves afresh (issue 52: up to a fifth of a click's render at 4× CPU).
 */
function resolvedOnce<T>(container: Container, token: ServiceIdentifier<T>): T {
  let known = resolved.get(container);
  if (!known) resolved.set(container, (known = new Map()));
  if (!known.has(token)) known.set(token, container.get(token));
  return known.get(token) as T;
}

/**
 * Each store's state as the browser began to take a server-drawn page over. React takes the page's Suspense
 * parts (the main menu, the lists) over after the page, with this state, since they were drawn with it: a
 * change in between (a language chosen before the take-over, applied at it) would draw them otherwise than
 * their HTML, a mismatch React throws the part away for. Once taken over, a part follows the store as ever.
 * On the server every request has stores of its own, and a part drawn again there reads the state as it is.
 */
const drawnStates = new WeakMap<object, unknown>();

function drawnState<T>(store: { snapshot(): T }): T {
  if (typeof document === 'undefined') return store.snapshot();
  if (!drawnStates.has(store)) drawnStates.set(store, store.snapshot());
  return drawnStates.get(store) as T;
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
  const snapshot = () => store.snapshot();
  // A server-rendered first screen starts from the container's state, as it was when the page was drawn.
  return useSyncExternalStore(subscribe, snapshot, () => drawnState(store));
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

const SiteStateContext = createContext<SiteState | null>(null);

/**
 * The reader's choices (language, topic order) for every view below, a change drawn in the background: the
 * whole page is drawn again in the new language in slices, between which the browser answers keys and paints
 * (issue 52: one 77 ms task at 4× CPU, which the next key press waited for). Until it is drawn, the old page
 * stays, whole.
 */
function Choices({ children }: { children: ReactNode }) {
  const state = useDeferredValue(useObservable(useService(Preferences)));
  return <SiteStateContext value={state}>{children}</SiteStateContext>;
}

/** The reader's choices as the page shows them: a change reaches the page below in the background. */
export function useSiteState(): SiteState {
  const state = use(SiteStateContext);
  if (!state) throw new Error('useSiteState needs Preferences in the container of its <ServicesProvider>.');
  return state;
}
