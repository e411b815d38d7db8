import { globSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** The modules src/infrastructure loads with a first call: each `import('./…')` of its adapters and bindings. */
export function modulesLoadedOnDemand(): string[] {
  return globSync('src/infrastructure/**/*.ts').flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bimport\('(\.{1,2}\/[^']+)'\)/g)].map(([, relative]) =>
      resolve(dirname(file), `${relative}.ts`),
    ),
  );
}

/**
 * Loads them all. A test under fake timers cannot hurry a module loader, which works in real time: on a busy
 * machine the first test to need one would find its call still waiting for code when the clock had moved on.
 */
export async function loadCodeOnDemand(): Promise<void> {
  await Promise.all(modulesLoadedOnDemand().map((file) => import(/* @vite-ignore */ file)));
}
