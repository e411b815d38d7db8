import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, type ImportGraph } from './import-graph';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SRC = join(ROOT, 'src');
/** Every folder of TypeScript that runs: the portal, its sandbox, the scripts and the deployment's files. */
const CHECKED = ['src', 'sandbox', 'scripts', 'deploy'].map((folder) => join(ROOT, folder));

describe('imports in src/, sandbox/, scripts/ and deploy/', () => {
  it('form no cycle, type-only and dynamic imports included', () => {
    const graph = importGraph(SRC, CHECKED);
    expect(graph.size).toBeGreaterThan(500);
    expect(graph.get('src/main.tsx')).toContain('src/infrastructure/tab-container.ts');
    expect(graph.get('sandbox/drupal/seeds/seed-pages.ts')).toContain('sandbox/demo-data/seed-types.ts');
    expect(graph.get('deploy/render-nginx-conf.ts')?.length).toBeGreaterThan(0);
    expect(importCycles(graph).map(({ chain }) => chain.join(' → '))).toEqual([]);
  });
});

describe('the cycle check', () => {
  const graphOf = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges));

  it('reports each cycle once, as a file chain, with every file caught in it', () => {
    const graph = graphOf({
      'hub.ts': ['a.ts', 'b.ts'],
      'a.ts': ['hub.ts', 'leaf.ts'],
      'b.ts': ['hub.ts'],
      'leaf.ts': [],
      'x.ts': ['y.ts'],
      'y.ts': ['z.ts'],
      'z.ts': ['x.ts'],
    });
    expect(importCycles(graph)).toEqual([
      { files: ['a.ts', 'b.ts', 'hub.ts'], chain: ['a.ts', 'hub.ts', 'a.ts'] },
      { files: ['x.ts', 'y.ts', 'z.ts'], chain: ['x.ts', 'y.ts', 'z.ts', 'x.ts'] },
    ]);
  });

  it('reports a file that imports itself, and nothing for a graph without cycles', () => {
    expect(importCycles(graphOf({ 'self.ts': ['self.ts'] }))).toEqual([
      { files: ['self.ts'], chain: ['self.ts', 'self.ts'] },
    ]);
    expect(importCycles(graphOf({ 'a.ts': ['b.ts'], 'b.ts': ['c.ts'], 'c.ts': [] }))).toEqual([]);
  });

  /** Writes `files` into a fresh folder, runs `check` on it, and removes it. */
  const inTree = (files: Record<string, string>, check: (root: string) => void): void => {
    const root = mkdtempSync(join(tmpdir(), 'import-cycles-'));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    }
    try {
      check(root);
    } finally {
      rmSync(root, { recursive: true });
    }
  };

  it('sees type-only, re-exported, dynamic and aliased imports in files', () => {
    const files = {
      'src/a.ts': "import type { B } from './b';\nexport type A = B;\n",
      'src/b.ts': "export { c as b } from './c';\nexport type B = number;\n",
      'src/c.ts': "export const c = () => import('./d');\n",
      'src/d/index.ts': "export type D = import('@/e').E;\n",
      'src/e.tsx': "import { type A } from '@/a';\nimport './e.css';\nimport 'react';\nexport type E = A;\n",
      'src/e.css': '.e {}\n',
      'src/leaf.ts': "import { c } from './c';\nexport const leaf = c;\n",
    };
    inTree(files, (root) => {
      expect(importCycles(importGraph(join(root, 'src')))).toEqual([
        {
          files: ['src/a.ts', 'src/b.ts', 'src/c.ts', 'src/d/index.ts', 'src/e.tsx'],
          chain: ['src/a.ts', 'src/b.ts', 'src/c.ts', 'src/d/index.ts', 'src/e.tsx', 'src/a.ts'],
        },
      ]);
    });
  });

  it('follows the folders it is given, with `@/` still naming src/', () => {
    const files = {
      'src/a.ts': 'export const a = 1;\n',
      'sandbox/seed.ts':
        "import type { Row } from './data/rows';\nimport { a } from '@/a';\nexport type S = Row;\n",
      'sandbox/data/rows.ts': "import type { S } from '../seed';\nexport type Row = S;\n",
      'scripts/run.ts': "import type { S } from '../sandbox/seed';\nexport type R = S;\n",
    };
    inTree(files, (root) => {
      const folders = ['src', 'sandbox', 'scripts'].map((folder) => join(root, folder));
      const graph = importGraph(join(root, 'src'), folders);
      expect(graph.get('sandbox/seed.ts')).toEqual(['sandbox/data/rows.ts', 'src/a.ts']);
      expect(importCycles(graph)).toEqual([
        {
          files: ['sandbox/data/rows.ts', 'sandbox/seed.ts'],
          chain: ['sandbox/data/rows.ts', 'sandbox/seed.ts', 'sandbox/data/rows.ts'],
        },
      ]);
      // By default only src/ is read.
      expect(importGraph(join(root, 'src')).has('sandbox/seed.ts')).toBe(false);
    });
  });
});
