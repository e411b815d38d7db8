import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The static side of `npm run action-path` (main.ts): every file on an import path from an action's view to
 * the transport, where a port also leads to the adapters that implement it (go to implementation), fakes
 * aside; and on the way back, what those files import from the application and infrastructure layers to read
 * the answer or the failure. Domain types and the UI's shared pieces are not counted. This is what a reader
 * could be led to by imports alone, branches that do not run included; runtime-path.ts counts what runs.
 */
const TRANSPORTS = [
  'src/infrastructure/http/fetch-transport.ts',
  'src/infrastructure/http/send-with-progress.ts',
];

/** Where the way back runs: the answer's reading and the state it changes. */
const BACK_LAYERS = /^src\/(application|infrastructure)\//;

const root = join(import.meta.dirname, '..', '..');
const sourceFiles = (folder: string): string[] =>
  readdirSync(join(root, folder)).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? join('src', specifier.slice(2))
    : specifier.startsWith('.')
      ? join(dirname(from), specifier)
      : null;
  if (base === null) return null;
  const found = [base, `${base}.ts`, `${base}.tsx`].find(
    (candidate) => existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile(),
  );
  return found ?? null;
}

const files = sourceFiles('src');
const text = new Map(files.map((file) => [file, readFileSync(join(root, file), 'utf8')]));
const edges = new Map<string, Set<string>>();
const implementers = new Map<string, string[]>();
for (const [file, source] of text) {
  const targets = new Set<string>();
  for (const match of source.matchAll(/(?:import|export)\s[^'";]*?from\s+'([^']+)'|import\('([^']+)'\)/g)) {
    const target = resolveImport(file, match[1] ?? match[2] ?? '');
    if (target) targets.add(target);
  }
  edges.set(file, targets);
  if (file.includes('/fakes/')) continue;
  for (const match of source.matchAll(/class\s+\w+[^{]*?implements\s+([\w\s,<>]+)\{/g))
    for (const port of (match[1] ?? '').split(','))
      implementers.set(port.trim().replace(/<.*/, ''), [...(implementers.get(port.trim()) ?? []), file]);
}
for (const [file, source] of text)
  for (const match of source.matchAll(/export (?:interface|abstract class) (\w+)/g))
    for (const adapter of implementers.get(match[1] ?? '') ?? []) edges.get(file)?.add(adapter);

function reachable(start: string, graph: Map<string, Set<string>>): Set<string> {
  const seen = new Set([start]);
  const stack = [start];
  for (let file = stack.pop(); file !== undefined; file = stack.pop())
    for (const next of graph.get(file) ?? []) if (!seen.has(next) && stack.push(next)) seen.add(next);
  return seen;
}

const reverse = new Map<string, Set<string>>();
for (const [file, targets] of edges)
  for (const target of targets) reverse.set(target, (reverse.get(target) ?? new Set()).add(file));
const towardRequest = new Set(TRANSPORTS.flatMap((transport) => [...reachable(transport, reverse)]));

/** The files on the way from `view` to the request and back, sorted. */
export function staticPath(view: string): string[] {
  const out = [...reachable(view, edges)].filter((file) => towardRequest.has(file));
  const back = out.flatMap((file) => [...(edges.get(file) ?? [])]).filter((file) => BACK_LAYERS.test(file));
  return [...new Set([...out, ...back])].sort();
}

export const linesOf = (file: string): number => (text.get(file) ?? '').split('\n').length;
