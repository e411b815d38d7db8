/**
 * The four functions of the Reflect metadata proposal that inversify calls (through
 * @inversifyjs/reflect-metadata-utils): where its decorators keep what a class needs injected. The build puts
 * them in place of `reflect-metadata/lite`, which inversify's container imports for them (vite.config.ts):
 * that package's registry of providers and its other six functions, which nothing here calls, were 2 kB of every
 * first load, gzipped. Kept only where no such function exists yet, so a real reflect-metadata loaded first (the
 * tests' Node, the server) keeps its own.
 */

type Property = string | symbol | undefined;
type Metadata = Map<unknown, unknown>;

/** Per object, per property (undefined: the object itself), the metadata by key. */
const stored = new WeakMap<object, Map<Property, Metadata>>();

const ownMetadata = (target: object, property: Property) => stored.get(target)?.get(property);

export function defineMetadata(key: unknown, value: unknown, target: object, property?: Property): void {
  let properties = stored.get(target);
  if (!properties) stored.set(target, (properties = new Map()));
  let metadata = properties.get(property);
  if (!metadata) properties.set(property, (metadata = new Map()));
  metadata.set(key, value);
}

export const getOwnMetadata = (key: unknown, target: object, property?: Property): unknown =>
  ownMetadata(target, property)?.get(key);

export const hasOwnMetadata = (key: unknown, target: object, property?: Property): boolean =>
  ownMetadata(target, property)?.has(key) ?? false;

/** The object's own, else the nearest prototype's: a subclass sees what its base class was given. */
export function getMetadata(key: unknown, target: object, property?: Property): unknown {
  for (let current: object | null = target; current !== null; current = Object.getPrototypeOf(current)) {
    const own = ownMetadata(current, property);
    if (own?.has(key)) return own.get(key);
  }
  return undefined;
}

/** Puts the functions on the global Reflect, each unless one is already there. */
export function installClassMetadata(reflect: object = Reflect): void {
  const functions = { defineMetadata, getOwnMetadata, hasOwnMetadata, getMetadata };
  const target = reflect as Record<string, unknown>;
  for (const [name, implementation] of Object.entries(functions)) target[name] ??= implementation;
}

installClassMetadata();
