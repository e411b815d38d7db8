import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md's "Map of the features" tells a newcomer which files make up each feature, layer by
 * layer. A map that names a moved file, or leaves out a new port, misleads; this keeps it true.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const LAYERS = ['domain', 'application', 'infrastructure', 'ui'] as const;

/** The folders of src/ui that every feature shares (eslint.config.js, feature-imports), and the styles. */
const CROSS_CUTTING_UI = ['app', 'shared', 'i18n', 'editor', 'styles'];

interface FeatureMap {
  /** Each named file, as a path from the repository's root (`src/ui/groups/group-page.tsx`). */
  readonly files: readonly string[];
  /** The contract suites named below the table (`site-gateway`). */
  readonly contracts: readonly string[];
}

const named = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map(([, name = '']) => name);

/** Reads the section: the table's cells by layer column, then the contract suites' sentence. */
function readFeatureMap(markdown: string): FeatureMap {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Map of the features')) ?? '';
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) => line.split('|').slice(2, -1));
  const files = rows.flatMap((cells) =>
    cells.flatMap((cell, column) => named(cell).map((path) => `src/${LAYERS[column]}/${path}`)),
  );
  const contracts = named(/Contract suites:(.*?), each/s.exec(section)?.[1] ?? '');
  return { files, contracts };
}

const filesUnder = (folder: string, wanted: RegExp): string[] =>
  readdirSync(join(ROOT, folder)).flatMap((name) => {
    const path = `${folder}/${name}`;
    return statSync(join(ROOT, path)).isDirectory()
      ? filesUnder(path, wanted)
      : wanted.test(name)
        ? [path]
        : [];
  });

const map = readFeatureMap(readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8'));

describe('the map of the features in docs/architecture.md', () => {
  it('names files that exist, in the layer whose column names them', () => {
    expect(map.files.length).toBeGreaterThan(50);
    expect(map.files.filter((file) => !existsSync(join(ROOT, file)))).toEqual([]);
  });

  it('names every port, every in-memory fake of a gateway and every late binding', () => {
    const expected = [
      ...filesUnder('src/application', /-gateway\.ts$/),
      ...filesUnder('src/infrastructure/fakes', /^in-memory-.*-gateway\.ts$/),
      ...filesUnder('src/infrastructure', /-bindings\.ts$/),
    ];
    expect(expected.filter((file) => !map.files.includes(file))).toEqual([]);
  });

  it('names a file of every ui feature folder', () => {
    const folders = readdirSync(join(ROOT, 'src/ui')).filter(
      (name) => !CROSS_CUTTING_UI.includes(name) && statSync(join(ROOT, 'src/ui', name)).isDirectory(),
    );
    const unmapped = folders.filter(
      (folder) => !map.files.some((file) => file.startsWith(`src/ui/${folder}/`)),
    );
    expect(unmapped).toEqual([]);
  });

  it('names every contract suite, each of which exists', () => {
    const suites = filesUnder('tests/infrastructure', /\.contract\.ts$/).map((file) =>
      file.replace(/^tests\/infrastructure\/|\.contract\.ts$/g, ''),
    );
    expect([...map.contracts].sort()).toEqual(suites.sort());
  });
});

describe('reading the map', () => {
  it('puts each cell’s files under its column’s layer, and finds a file that is not there', () => {
    const markdown = [
      '## Map of the features',
      '',
      '| feature | domain | application | infrastructure | ui |',
      '| --- | --- | --- | --- | --- |',
      '| search | `search/search-hit.ts` | — | `gone.ts`, `fakes/in-memory-storage.ts` | `search/search-page.tsx` |',
      '',
      'Contract suites: `search-gateway` and `site-menu`, each a `*.contract.ts`.',
      '',
      '## Further reading',
      '| not | the | map | `x.ts` | |',
    ].join('\n');
    const read = readFeatureMap(markdown);
    expect(read.files).toEqual([
      'src/domain/search/search-hit.ts',
      'src/infrastructure/gone.ts',
      'src/infrastructure/fakes/in-memory-storage.ts',
      'src/ui/search/search-page.tsx',
    ]);
    expect(read.files.filter((file) => !existsSync(join(ROOT, file)))).toEqual([
      'src/infrastructure/gone.ts',
    ]);
    expect(read.contracts).toEqual(['search-gateway', 'site-menu']);
  });
});
