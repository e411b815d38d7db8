import type { BuiltPortal } from './built-portal';

/**
 * The styles of the lazily loaded modules a screen was drawn with, so the HTML does not shift when their code
 * arrives (Vite's loader then finds them present and adds nothing). Their code is not preloaded: it would
 * compete with the page's own styles and images for the connection before the first paint.
 */
export function stylesheetLinks(modules: readonly string[], manifest: BuiltPortal['manifest']): string {
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    // The entry (index.html) is in the page already.
    if (!chunk || key === 'index.html' || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return [...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('\n    ');
}
