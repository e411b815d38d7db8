import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * deploy/nginx.conf beside dist-server/render-nginx-conf.js, where deploy/nginx-site.ts looks for it: a host
 * renders its nginx site from the release it serves (docs/deploy.md, section 8), which has no deploy/ folder.
 */
export function nginxTemplate(): Plugin {
  return {
    name: 'necs-nginx-template',
    apply: (_, { isSsrBuild }) => isSsrBuild === true,
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'nginx.conf',
        source: readFileSync('deploy/nginx.conf', 'utf8'),
      });
    },
  };
}
