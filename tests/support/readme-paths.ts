import { readFileSync } from 'node:fs';

/**
 * The paths README's "Where to look first" sends a newcomer to, each written in backticks (issue 62: `/timeline`
 * was one, a "Page not found"): tests/e2e/readme-paths.spec.ts opens each, tests/architecture/readme-paths.test.ts
 * holds the member area among them.
 */
export function pathsReadmeNames(readme = readFileSync('README.md', 'utf8')): string[] {
  const paragraph = /^Where to look first[\s\S]*?(?=\n\n)/m.exec(readme)?.[0] ?? '';
  return [...paragraph.matchAll(/`(\/[^`\s]*)`/g)].map(([, path]) => path!);
}
