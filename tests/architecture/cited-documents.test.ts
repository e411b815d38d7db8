import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository stands alone: a comment, a test or a lint rule that explains itself by a document names one
 * that is in the repository, and every relative link of the README and docs/ leads somewhere. Someone with
 * only a clone must find what the code cites.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const CODE_FOLDERS = ['src', 'tests', 'eslint', 'sandbox', 'scripts', 'deploy', 'build'];
const CODE = /\.(ts|tsx|js|mjs)$/;

function filesUnder(folder: string, wanted: RegExp): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (name === 'node_modules' || name === 'data') return [];
    return statSync(path).isDirectory() ? filesUnder(path, wanted) : wanted.test(name) ? [path] : [];
  });
}

/** The folders' files and the configuration files at the root (vite, playwright, eslint, stryker). */
const codeFiles = () => [
  ...CODE_FOLDERS.flatMap((folder) => filesUnder(join(ROOT, folder), CODE)),
  ...readdirSync(ROOT)
    .filter((name) => CODE.test(name))
    .map((name) => join(ROOT, name)),
];

/** `docs/deploy.md`, `README.md`, `SECURITY.md`, `tests/sandbox/recorded/README.md` as the code names them. */
const CITED_DOCUMENT = /(?<![\w/.-])((?:[\w-]+\/)*[\w.-]+\.md)\b/g;

function citedDocuments(): { file: string; document: string }[] {
  return codeFiles().flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(CITED_DOCUMENT)].map(([, document = '']) => ({
      file: relative(ROOT, file),
      document,
    })),
  );
}

/**
 * "spec" or "specification" as a word of its own, with or without "'s" (not a Playwright `*.spec.ts` file name):
 * the rules are stated in docs/behaviour.md and the wire pages, and a comment or test cites those, or states the
 * rule itself. The documents the repository was built from are not in it, so neither are their names.
 */
const SOURCE_OUTSIDE = /(?<![\w.-])spec(?:ification)?(?:['’]s)?(?![\w.-])/i;
const THIS_FILE = resolve(import.meta.filename);

/** A cited document is found from the repository's root, or beside the file citing it. */
const isInRepository = ({ file, document }: { file: string; document: string }) =>
  existsSync(join(ROOT, document)) || existsSync(join(ROOT, dirname(file), document));

describe('the repository stands alone', () => {
  it('every document cited in code, tests, lint rules, the sandbox, scripts, build/, deploy/ and the configuration is in it', () => {
    const cited = citedDocuments();
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.filter((citation) => !isInRepository(citation))).toEqual([]);
  });

  it('no code gives a document outside the repository as the source of a rule, by name or as "the spec"', () => {
    const citing = codeFiles()
      .filter((file) => file !== THIS_FILE)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            SOURCE_OUTSIDE.test(line) ? [`${relative(ROOT, file)}:${index + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(citing).toEqual([]);
  });

  it('every relative link of README.md and docs/ resolves', () => {
    const documents = [join(ROOT, 'README.md'), ...filesUnder(join(ROOT, 'docs'), /\.md$/)];
    const broken = documents.flatMap((document) =>
      [...readFileSync(document, 'utf8').matchAll(/\]\(([^)\s]+)\)/g)]
        .map(([, target = '']) => target.split('#')[0] ?? '')
        .filter((target) => target !== '' && !/^[a-z]+:/i.test(target))
        .filter((target) => !existsSync(resolve(dirname(document), decodeURI(target))))
        .map((target) => `${relative(ROOT, document)} → ${target}`),
    );
    expect(broken).toEqual([]);
  });
});
