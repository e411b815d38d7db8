import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { LINT_WARM_UP_MS } from './broken-rules';

/**
 * The exceptions to the feature folders' rule (one importer may import one piece of another feature) are
 * named twice: in eslint.config.js, which lint obeys, and in docs/architecture.md, which a newcomer reads.
 * This holds the two to the same pairs, so that a row removed from or added to either side fails here.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const ARCHITECTURE = readFileSync(resolve(ROOT, 'docs/architecture.md'), 'utf8');

/** One exception, as `importer → target` (`session/member-area-page → groups/my-groups-panel`). */
type Pair = string;

const named = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map(([, name = '']) => name);

/**
 * The table under "Folders that show the design" whose first column is `importer`: one importer per row, its
 * targets in the second column, where a target without a folder shares the one before it
 * (`listing/news-list`, `conference-list`).
 */
function documentedExceptions(markdown: string): Pair[] {
  const lines = markdown.split('\n');
  const header = lines.findIndex((line) => /^\|\s*importer\s*\|/.test(line));
  if (header < 0) throw new Error('docs/architecture.md has no table of exceptions (a column "importer").');
  const below = lines.slice(header + 2);
  const end = below.findIndex((line) => !line.startsWith('|'));
  const rows = end < 0 ? below : below.slice(0, end);
  return rows.flatMap((line) => {
    const [importer = '', targets = ''] = line.split('|').slice(1, 3);
    const [from] = named(importer);
    let folder = '';
    return named(targets).map((target) => {
      const path = target.includes('/') ? target : `${folder}/${target}`;
      folder = path.split('/')[0]!;
      return `${from} → ${path}`;
    });
  });
}

/** The exceptions lint obeys for a file of src/ui, as ESLint resolves its configuration. */
async function configuredExceptions(): Promise<Pair[]> {
  const config = (await new ESLint({ cwd: ROOT }).calculateConfigForFile('src/ui/session/any.tsx')) as {
    rules: Record<string, [unknown, { exceptions: { from: string; to: string }[] }]>;
  };
  const [, options] = config.rules['layers/feature-imports'] ?? [];
  return (options?.exceptions ?? []).map(({ from, to }) => `${from} → ${to}`);
}

/** What one side names that the other does not. */
function mismatches(documented: readonly Pair[], configured: readonly Pair[]) {
  return {
    onlyInDocs: documented.filter((pair) => !configured.includes(pair)).sort(),
    onlyInLint: configured.filter((pair) => !documented.includes(pair)).sort(),
  };
}

describe('the feature folders’ exceptions', () => {
  let configured: Pair[];
  beforeAll(async () => {
    configured = await configuredExceptions();
  }, LINT_WARM_UP_MS);

  it('are the same pairs in eslint.config.js and in docs/architecture.md', () => {
    const documented = documentedExceptions(ARCHITECTURE);
    expect(configured.length).toBeGreaterThan(0);
    expect(documented).toContain('pages/list-parts → listing/conference-list');
    expect(mismatches(documented, configured)).toEqual({ onlyInDocs: [], onlyInLint: [] });
  });

  it('fail on a row removed from the documentation, or an exception removed from lint', () => {
    const rows = ARCHITECTURE.split('\n');
    const row = rows.findIndex((line) => line.startsWith('| `layout/site-header`'));
    const withoutRow = [...rows.slice(0, row), ...rows.slice(row + 1)].join('\n');
    expect(mismatches(documentedExceptions(withoutRow), configured).onlyInLint).toEqual([
      'layout/site-header → search/header-search',
    ]);
    const lintWithoutOne = configured.filter((pair) => pair !== 'layout/site-header → search/header-search');
    expect(mismatches(documentedExceptions(ARCHITECTURE), lintWithoutOne).onlyInDocs).toEqual([
      'layout/site-header → search/header-search',
    ]);
  });
});
