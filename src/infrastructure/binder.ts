import type { Container, Newable, ServiceIdentifier } from 'inversify';

/** Replaces whatever a token is bound to, e.g. a port's adapter with an in-memory fake. */
export type Override = readonly [ServiceIdentifier<unknown>, unknown];
export const override = <T>(token: ServiceIdentifier<T>, value: T): Override => [token, value];

/** Binds a token to its adapter, a class to itself or a token to a value, unless an override swaps it. */
export interface Binder {
  bindClass<T>(token: ServiceIdentifier<T>, implementation: Newable<T>): void;
  bindSelf<T>(service: Newable<T>): void;
  bindValue<T>(token: ServiceIdentifier<T>, make: () => T): void;
  /** Like bindValue, but `make` runs on the first `get` (a client that should not exist before it is used). */
  bindOnDemand<T>(token: ServiceIdentifier<T>, make: () => T): void;
}

/**
 * The container's binder, kept beside it: code bound later (a feature loaded on first use) honours the
 * overrides the container was made with, so a test's fake reaches it too.
 */
export function binderOf(container: Container, overrides: readonly Override[] = []): Binder {
  const known = binders.get(container);
  if (known) return known;
  const swapped = new Map(overrides);
  const bindSwapped = <T>(token: ServiceIdentifier<T>) =>
    container.bind(token).toConstantValue(swapped.get(token) as T);
  const binder: Binder = {
    bindClass: (token, implementation) =>
      swapped.has(token) ? bindSwapped(token) : void container.bind(token).to(implementation),
    bindSelf: (service) =>
      swapped.has(service) ? bindSwapped(service) : void container.bind(service).toSelf(),
    bindValue: (token, make) =>
      void container.bind(token).toConstantValue(swapped.has(token) ? (swapped.get(token) as never) : make()),
    bindOnDemand: (token, make) =>
      swapped.has(token) ? bindSwapped(token) : void container.bind(token).toDynamicValue(make),
  };
  binders.set(container, binder);
  return binder;
}

const binders = new WeakMap<Container, Binder>();
