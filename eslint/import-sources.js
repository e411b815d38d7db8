/**
 * The visitors that find every place a file names another module — static imports, `export … from`,
 * `import()`, `require()`, `import x = require()` and `import('…')` types — and hand each string literal to
 * `check`.
 */
export function importSources(check) {
  const literal = (node) => {
    if (node?.type === 'Literal' && typeof node.value === 'string') check(node);
  };
  return {
    ImportDeclaration: (node) => literal(node.source),
    ExportNamedDeclaration: (node) => literal(node.source),
    ExportAllDeclaration: (node) => literal(node.source),
    ImportExpression: (node) => literal(node.source),
    TSImportType: (node) => literal(node.source),
    TSExternalModuleReference: (node) => literal(node.expression),
    CallExpression: (node) => {
      if (node.callee.type === 'Identifier' && node.callee.name === 'require') literal(node.arguments[0]);
    },
  };
}
