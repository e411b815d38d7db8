import type { BuiltPortal } from './built-portal';

type Manifest = BuiltPortal['manifest'];

/**
 * The build's chunks of the lazily loaded modules a screen was drawn with and of what they import, but for the
 * entry's and what it imports: index.html has those already (its stylesheet, its modulepreload links).
 */
function chunksOf(modules: readonly string[], manifest: Manifest) {
  const seen = new Set<string>();
  const walk = (key: string, reached: (chunk: Manifest[string]) => void) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    reached(chunk);
    chunk.imports?.forEach((imported) => walk(imported, reached));
  };
  walk('index.html', () => undefined);
  const chunks: Manifest[string][] = [];
  modules.forEach((module) => walk(module, (chunk) => chunks.push(chunk)));
  return chunks;
}

/**
 * The styles of the lazily loaded modules a screen was drawn with, so the HTML does not shift when their code
 * arrives (Vite's loader then finds them present and adds nothing).
 */
export function stylesheetLinks(modules: readonly string[], manifest: Manifest): string {
  const styles = new Set(chunksOf(modules, manifest).flatMap((chunk) => chunk.css ?? []));
  return [...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('\n    ');
}

/**
 * Their code, for the page to preload once it has painted, a few files a task (public/after-first-paint.js).
 * Not in the head: it would compete with the page's own styles and images for the connection before the
 * first paint. Left to Vite's loader, the take-over asked for all of it in one task: a <link> for each of
 * some fifty files on a member's topic, 150 ms of one task at a phone's speed (docs/performance.md).
 */
export const screenScripts = (modules: readonly string[], manifest: Manifest): string[] =>
  chunksOf(modules, manifest).map((chunk) => `/${chunk.file}`);
