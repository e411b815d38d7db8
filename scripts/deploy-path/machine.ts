import { chmodSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The check's stand-in for the machine: `nginx` and `systemctl` first on PATH, and nginx's main configuration
 * Debian's own (debianMainConfig). Returns the environment the documented commands run in.
 */
export function standInMachine(root: string, repo: string): NodeJS.ProcessEnv {
  const bin = join(root, 'bin');
  const nginx = join(root, 'nginx');
  for (const folder of [bin, nginx, join(root, 'etc/nginx/sites-enabled'), join(root, 'etc/systemd/system')])
    mkdirSync(folder, { recursive: true });
  // Debian's modules-enabled/*.conf name their modules relative to the prefix (modules/…).
  symlinkSync('/usr/lib/nginx/modules', join(nginx, 'modules'));
  writeFileSync(join(nginx, 'nginx.conf'), debianMainConfig(root, nginx));
  const script = (name: string, body: string) => {
    writeFileSync(join(bin, name), `#!/usr/bin/env bash\n${body}\n`);
    chmodSync(join(bin, name), 0o755);
  };
  // Debian's nginx binary, its configuration the check's.
  script('nginx', `exec /usr/sbin/nginx -e stderr -p ${nginx} -c ${nginx}/nginx.conf "$@"`);
  script(
    'systemctl',
    `exec ${resolve(repo, 'node_modules/.bin/tsx')} ${resolve(repo, 'scripts/deploy-path/fake-systemctl.ts')} "$@"`,
  );
  return {
    ...process.env,
    PATH: `${bin}:${process.env.PATH}`,
    DEPLOY_PATH_ROOT: root,
    DEPLOY_PATH_NODE: process.execPath,
    // release.sh's own settings: where this machine keeps releases and the deployment's files.
    NECS_HOME: join(root, 'srv/necs-portal'),
    NECS_ETC: join(root, 'etc/necs-portal'),
  };
}

/**
 * Debian's /etc/nginx/nginx.conf, which includes the rendered site from sites-enabled/, with what nginx writes
 * (pid, logs, temporary bodies) and the sites it includes under `root`: the machine's own sites stay out.
 */
function debianMainConfig(root: string, nginx: string): string {
  const temp = ['client-body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => {
    mkdirSync(join(nginx, name));
    return `    ${name === 'client-body' ? 'client_body' : name}_temp_path ${join(nginx, name)};`;
  });
  return readFileSync('/etc/nginx/nginx.conf', 'utf8')
    .replace(/^user www-data;/m, process.getuid?.() === 0 ? 'user root;' : '')
    .replace('/run/nginx.pid', join(nginx, 'nginx.pid'))
    .replaceAll('/var/log/nginx/', `${nginx}/`)
    .replace('/etc/nginx/sites-enabled/', `${root}/etc/nginx/sites-enabled/`)
    .replace(/^http \{$/m, `http {\n${temp.join('\n')}`);
}
