import path from 'node:path';

/**
 * The layer arrows of architecture.md as an allow-list: each layer names the layers and packages it may
 * import, and everything else fails — static imports, `export … from`, `import()`, `require()` and
 * `import('…')` types alike. A block-list let new packages and dynamic imports slip through.
 */

const SRC = path.resolve('src');
const LAYERS = ['domain', 'application', 'infrastructure', 'ui'];

/** What an import path points at: a layer of src, another file, or a package (by its name). */
function targetOf(source, filename) {
  if (source.startsWith('@/')) return { layer: source.slice(2).split('/')[0] };
  if (source.startsWith('.')) {
    const relative = path.relative(SRC, path.resolve(path.dirname(filename), source));
    if (relative.startsWith('..')) return { outside: relative };
    return { layer: relative.split(path.sep)[0] };
  }
  const [first, second] = source.split('/');
  return { package: first.startsWith('@') ? `${first}/${second}` : first };
}

function problem(target, { layers = [], packages = [], forbiddenPackages = [] }) {
  if (target.outside !== undefined) return 'it lies outside src';
  if (target.layer !== undefined) {
    return LAYERS.includes(target.layer) && !layers.includes(target.layer)
      ? `the ${target.layer} layer`
      : null;
  }
  if (forbiddenPackages.includes(target.package)) return `the package ${target.package}`;
  if (packages === '*' || packages.includes(target.package)) return null;
  return `the package ${target.package}`;
}

export const layerImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Allows each layer only the imports architecture.md gives it.' },
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
    const check = (node) => {
      if (node?.type !== 'Literal' || typeof node.value !== 'string') return;
      const what = problem(targetOf(node.value, context.filename), options);
      if (what)
        context.report({
          node,
          messageId: 'forbidden',
          data: { source: node.value, what, because: options.because ?? '' },
        });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.literal ?? node.argument),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(node.arguments[0]);
      },
    };
  },
};

export default { rules: { 'layer-imports': layerImports } };
