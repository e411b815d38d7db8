import type { ServiceIdentifier } from 'inversify';

/**
 * A typed key for what has no class to be its own key: a port, the configuration, one of two storages.
 * It lives beside what it names, with the same name: `export const GroupGateway = token<GroupGateway>(…)`.
 * Use cases and stores are bound and resolved by their class instead.
 */
export const token = <T>(name: string) => Symbol.for(`necs.${name}`) as ServiceIdentifier<T>;
