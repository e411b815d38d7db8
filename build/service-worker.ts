import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rollup } from 'vite';
import { compileCatalogues } from './message-catalogues.ts';

const SOURCE = fileURLToPath(new URL('../src/service-worker/service-worker.ts', import.meta.url));
const SRC = fileURLToPath(new URL('../src', import.meta.url));

/**
 * What the worker precaches: the entry's chunk, every chunk it imports statically and their styles, i.e. the
 * code every public screen runs on. Lazily loaded chunks (a screen's, the editor's, a form's) are cached when
 * first used, so a visitor's device never downloads the member area's code in advance.
 */
export function precacheList(bundle: Rollup.OutputBundle): string[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((file): file is Rollup.OutputChunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry && chunk.name === 'index');
  if (!entry) throw new Error('the service worker found no entry chunk to precache');
  const files = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) {
      const next = chunks.get(imported);
      if (next) visit(next);
    }
  };
  visit(entry);
  return [...files].sort().map((file) => `/${file}`);
}

/**
 * Vite plugin: builds src/service-worker into `sw.js` at the site's root (a worker's scope is its folder: `/`),
 * one classic script with the list of files to precache and an id of the build written in. A separate build
 * rather than another entry of the app's: an entry would share chunks with the app, and a worker cannot load
 * the app's modules.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'necs:service-worker',
    apply: 'build',
    async generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      const precache = precacheList(bundle);
      const buildId = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const output = await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        resolve: { alias: { '@': SRC } },
        plugins: [compileCatalogues()],
        define: { __PRECACHE__: JSON.stringify(precache), __BUILD__: JSON.stringify(buildId) },
        build: {
          write: false,
          target: 'es2022',
          copyPublicDir: false,
          lib: { entry: SOURCE, formats: ['iife'], name: 'necsServiceWorker', fileName: () => 'sw.js' },
        },
      });
      const results = Array.isArray(output) ? output : [output];
      const chunk = results
        .flatMap((result) => ('output' in result ? result.output : []))
        .find((file): file is Rollup.OutputChunk => file.type === 'chunk');
      if (!chunk) throw new Error('the service worker build wrote nothing');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: chunk.code });
    },
  };
}
