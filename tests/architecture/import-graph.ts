import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Each file (relative to the root's parent, e.g. `src/ui/app/app.tsx`) and the files it imports. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const SOURCE = /\.tsx?$/;
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a specifier names, or null for packages and non-TypeScript files (CSS, JSON, assets). */
function resolveSpecifier(specifier: string, from: string, srcRoot: string): string | null {
  const base = specifier.startsWith('@/')
    ? join(srcRoot, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  if (base === null) return null;
  for (const suffix of CANDIDATES) {
    const path = base + suffix;
    if (SOURCE.test(path) && existsSync(path) && statSync(path).isFile()) return path;
  }
  return null;
}

/**
 * Every import of the TypeScript files under `folders` (by default `srcRoot` alone): `import`,
 * `import type`, `export … from`, `import()` and `import('…').T`, resolving the `@/` alias (to `srcRoot`)
 * and relative paths. Packages are left out. Paths are relative to `srcRoot`'s parent, the repository.
 */
export function importGraph(srcRoot: string, folders: readonly string[] = [srcRoot]): ImportGraph {
  const root = dirname(srcRoot);
  const graph = new Map<string, string[]>();
  for (const file of folders.flatMap(sourceFiles)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.flatMap(({ fileName }) => {
      const target = resolveSpecifier(fileName, file, srcRoot);
      return target ? [relative(root, target)] : [];
    });
    graph.set(relative(root, file), [...new Set(targets)].sort());
  }
  return graph;
}

/** Files that import each other, directly or through others, and one chain through them. */
export interface ImportCycle {
  /** Every file of the strongly connected component, sorted. */
  readonly files: readonly string[];
  /** One cycle among them, from the first file back to it: `a.ts → b.ts → a.ts`. */
  readonly chain: readonly string[];
}

/** The import cycles of a graph, one per strongly connected component (Tarjan). */
export function importCycles(graph: ImportGraph): ImportCycle[] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  const visit = (file: string): void => {
    index.set(file, index.size);
    lowLink.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(file, Math.min(lowLink.get(file)!, lowLink.get(next)!));
      } else if (onStack.has(next)) lowLink.set(file, Math.min(lowLink.get(file)!, index.get(next)!));
    }
    if (lowLink.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) components.push(component);
  };

  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return components.map((component) => ({
    files: component.sort(),
    chain: chainThrough(graph, new Set(component)),
  }));
}

/** One concrete cycle inside a strongly connected component, from its first file (sorted) back to it. */
function chainThrough(graph: ImportGraph, component: ReadonlySet<string>): string[] {
  const start = [...component].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of graph.get(file) ?? []) {
      if (!component.has(next)) continue;
      if (next === start) {
        const chain = [file];
        for (let at = cameFrom.get(file); at !== undefined; at = cameFrom.get(at)) chain.unshift(at);
        return [...chain, start];
      }
      if (!cameFrom.has(next) && next !== start) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start, start];
}
