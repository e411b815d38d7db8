/**
 * The deployment's paths in docs/deploy.md and deploy/necs-renderer@.service, and what the deploy-path check
 * uses in their place: folders under its own temporary root, and the CI's Node.js 24 for /usr/bin/node (a
 * machine's own node may be older). Everything else in the commands and the unit is taken as written.
 */
export function rewrites(root: string, node: string): [string, string][] {
  return [
    ['/srv/necs-portal', `${root}/srv/necs-portal`],
    ['/etc/necs-portal', `${root}/etc/necs-portal`],
    ['/etc/nginx/sites-enabled/', `${root}/etc/nginx/sites-enabled/`],
    ['/etc/systemd/system/', `${root}/etc/systemd/system/`],
    ['/var/cache/nginx/', `${root}/var/cache/nginx/`],
    ['/usr/bin/node ', `${node} `],
    // CI's own `npm ci` step installed node_modules; a second one would pull them from under the other steps.
    ['npm ci && ', ''],
  ];
}

/** `text` with the check's paths, from DEPLOY_PATH_ROOT and DEPLOY_PATH_NODE as main.ts sets them. */
export function rewritten(text: string): string {
  const root = process.env.DEPLOY_PATH_ROOT;
  const node = process.env.DEPLOY_PATH_NODE;
  if (!root || !node)
    throw new Error('DEPLOY_PATH_ROOT and DEPLOY_PATH_NODE are set by scripts/deploy-path/main.ts');
  return rewrites(root, node).reduce((out, [from, to]) => out.replaceAll(from, to), text);
}
