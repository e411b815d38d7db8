import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { featureImports } from './feature-imports.js';
import { importSources } from './import-sources.js';

/**
 * The layer arrows of docs/architecture.md ("Layers and their arrows") as an allow-list: each layer names
 * the layers and packages it may import, and everything else fails — static imports, `export … from`,
 * `import()`, `require()`, `import x = require()` and `import('…')` types alike. A block-list let new packages
 * and dynamic imports slip through.
 */

/** Next to this file, so the rule gives the same answer whatever folder ESLint was started in. */
const SRC = fileURLToPath(new URL('../src', import.meta.url));

/** What an import path points at: a top-level entry of src (a layer, or main), a file outside, or a package. */
function targetOf(source, filename) {
  if (source.startsWith('@/')) return { layer: source.slice(2).split('/')[0] };
  if (source.startsWith('.')) {
    const relative = path.relative(SRC, path.resolve(path.dirname(filename), source));
    if (relative.startsWith('..') || path.isAbsolute(relative)) return { outside: true };
    return { layer: relative.split(path.sep)[0] };
  }
  const [first = '', second] = source.split('/');
  return { package: first.startsWith('@') ? `${first}/${second}` : first };
}

/** Why the target is refused, or null. Anything in src that is not a listed layer (main.tsx) is refused too. */
function problem(target, { layers = [], packages = [], forbiddenPackages = [] }) {
  if (target.outside) return 'it lies outside src';
  if (target.layer !== undefined) return layers.includes(target.layer) ? null : `src/${target.layer}`;
  if (forbiddenPackages.includes(target.package)) return `the package ${target.package}`;
  if (packages === '*' || packages.includes(target.package)) return null;
  return `the package ${target.package}`;
}

export const layerImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Allows each layer only the imports docs/architecture.md gives it.' },
    schema: [
      {
        type: 'object',
        properties: {
          layers: { type: 'array', items: { type: 'string' } },
          packages: { anyOf: [{ const: '*' }, { type: 'array', items: { type: 'string' } }] },
          forbiddenPackages: { type: 'array', items: { type: 'string' } },
          because: { type: 'string' },
        },
        additionalProperties: false,
      },
    ],
    messages: { forbidden: "'{{source}}' is not allowed here ({{what}}): {{because}}" },
  },
  create(context) {
    const options = context.options[0] ?? {};
    return importSources((node) => {
      const what = problem(targetOf(node.value, context.filename), options);
      if (what)
        context.report({
          node,
          messageId: 'forbidden',
          data: { source: node.value, what, because: options.because ?? '' },
        });
    });
  },
};

export default { rules: { 'layer-imports': layerImports, 'feature-imports': featureImports } };
