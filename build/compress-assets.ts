import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { minifyPublicScripts } from './minify-public-scripts.ts';
import { precompressFolder } from './precompress.ts';

/**
 * Vite plugin: once the client build is written (public files included), minifies public/'s scripts and puts a
 * brotli and a gzip twin next to every compressible file of the output folder (see precompress.ts). Server-side builds are left alone.
 */
export function compressAssets(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'necs:compress-assets',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      // Minified first, so their twins are of what is served.
      await minifyPublicScripts(outDir);
      const files = await precompressFolder(outDir);
      const twins = files.reduce((count, file) => count + Object.keys(file.written).length, 0);
      config.logger.info(`precompressed: ${twins} .br/.gz files next to ${files.length} text files`);
    },
  };
}
