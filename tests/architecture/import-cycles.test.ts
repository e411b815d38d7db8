import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, type ImportGraph } from './import-graph';

const SRC = fileURLToPath(new URL('../../src', import.meta.url));

describe('src/ imports', () => {
  it('form no cycle, type-only and dynamic imports included', () => {
    const graph = importGraph(SRC);
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get('src/main.tsx')).toContain('src/infrastructure/container.ts');
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

  it('sees type-only, re-exported, dynamic and aliased imports in files', () => {
    const root = mkdtempSync(join(tmpdir(), 'import-cycles-'));
    const write = (file: string, text: string) => {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    };
    write('src/a.ts', "import type { B } from './b';\nexport type A = B;\n");
    write('src/b.ts', "export { c as b } from './c';\nexport type B = number;\n");
    write('src/c.ts', "export const c = () => import('./d');\n");
    write('src/d/index.ts', "export type D = import('@/e').E;\n");
    write(
      'src/e.tsx',
      "import { type A } from '@/a';\nimport './e.css';\nimport 'react';\nexport type E = A;\n",
    );
    write('src/e.css', '.e {}\n');
    write('src/leaf.ts', "import { c } from './c';\nexport const leaf = c;\n");
    try {
      expect(importCycles(importGraph(join(root, 'src')))).toEqual([
        {
          files: ['src/a.ts', 'src/b.ts', 'src/c.ts', 'src/d/index.ts', 'src/e.tsx'],
          chain: ['src/a.ts', 'src/b.ts', 'src/c.ts', 'src/d/index.ts', 'src/e.tsx', 'src/a.ts'],
        },
      ]);
    } finally {
      rmSync(root, { recursive: true });
    }
  });
});
