import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { importSources } from './import-sources.js';

/**
 * The feature folders of src/ui (docs/architecture.md, "Folders that show the design"): a folder imports only
 * itself and the folders every feature shares (shared/, app/, i18n/, editor/). Where a screen really composes
 * another feature's panel, eslint.config.js names that exception, one importer and one target at a time, with
 * its reason. Static imports, `export … from`, `import()` and `import('…')` types alike.
 */

const UI = fileURLToPath(new URL('../src/ui', import.meta.url));

/** A path inside src/ui without its extension (`groups/my-groups-panel`), or null for anything outside. */
function uiPath(absolute) {
  const relative = path.relative(UI, absolute);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative
    .split(path.sep)
    .join('/')
    .replace(/\.(tsx?|jsx?)$/, '');
}

/** Where an import path points inside src/ui, or null (a package, or another layer: layer-imports judges those). */
function targetOf(source, filename) {
  if (source.startsWith('@/ui/')) return source.slice('@/ui/'.length);
  if (source.startsWith('.')) return uiPath(path.resolve(path.dirname(filename), source));
  return null;
}

const featureOf = (uiRelative) => (uiRelative.includes('/') ? uiRelative.split('/')[0] : null);
const within = (uiRelative, prefix) => uiRelative === prefix || uiRelative.startsWith(`${prefix}/`);

export const featureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the feature folders of src/ui apart, but for the named exceptions.' },
    schema: [
      {
        type: 'object',
        properties: {
          shared: { type: 'array', items: { type: 'string' } },
          exceptions: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                from: { type: 'string' },
                to: { type: 'string' },
                because: { type: 'string' },
              },
              required: ['from', 'to', 'because'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      forbidden:
        "'{{source}}' crosses from src/ui/{{from}}/ into src/ui/{{to}}/: a feature imports only itself and {{shared}}. Move a generic piece to src/ui/shared/, or name the exception in eslint.config.js.",
    },
  },
  create(context) {
    const { shared = [], exceptions = [] } = context.options[0] ?? {};
    const importer = uiPath(context.filename);
    const from = importer === null ? null : featureOf(importer);
    if (from === null) return {};
    return importSources((node) => {
      const target = targetOf(node.value, context.filename);
      const to = target === null ? null : featureOf(target);
      if (to === null || to === from || shared.includes(to)) return;
      if (exceptions.some((e) => within(importer, e.from) && within(target, e.to))) return;
      context.report({
        node,
        messageId: 'forbidden',
        data: { source: node.value, from, to, shared: shared.map((name) => `${name}/`).join(', ') },
      });
    });
  },
};
