import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's nginx, as .ci/run installs it; the browser tests' nginx project needs it too. */
export const NGINX = '/usr/sbin/nginx';
export const hasNginx = existsSync(NGINX);

export interface MapsHarness {
  /** The `X-Maps` header of the answer: `expression` as nginx evaluated it for a request with these headers. */
  ask(headers: Record<string, string>): Promise<string>;
  stop(): Promise<void>;
}

/**
 * The maps of a rendered config's http context, evaluated by nginx itself (its PCRE, its escapes), not by a
 * copy of them in JavaScript. A request goes through a proxying server to a second one that answers with the
 * Cache-Control named in the request's `X-Upstream-Cache-Control`, so maps on `$upstream_http_cache_control`
 * see a real upstream answer; `expression` (`$necs_session|$necs_language`) comes back in `X-Maps`. Both
 * servers listen on unix sockets in a folder of their own: no port is taken.
 */
export async function startMapsHarness(
  httpContext: (folder: string) => string,
  expression: string,
): Promise<MapsHarness> {
  const folder = mkdtempSync(join(tmpdir(), 'necs-nginx-maps-'));
  const socket = (name: string) => join(folder, `${name}.sock`);
  const temp = (name: string) => {
    mkdirSync(join(folder, name));
    return join(folder, name);
  };
  writeFileSync(
    join(folder, 'nginx.conf'),
    `daemon off;
master_process off;
pid ${join(folder, 'nginx.pid')};
error_log stderr error;
events { worker_connections 64; }
http {
    access_log off;
    client_body_temp_path ${temp('body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
${httpContext(folder)}
    server {
        listen unix:${socket('upstream')};
        location / {
            add_header Cache-Control $http_x_upstream_cache_control;
            return 200 "upstream\\n";
        }
    }
    server {
        listen unix:${socket('front')};
        location / {
            proxy_pass http://unix:${socket('upstream')};
            add_header X-Maps "${expression}" always;
        }
    }
}
`,
  );
  const nginx = spawn(NGINX, ['-e', 'stderr', '-p', folder, '-c', join(folder, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const ask = (headers: Record<string, string>) =>
    new Promise<string>((resolve, reject) => {
      request({ socketPath: socket('front'), path: '/', headers }, (answer) => {
        answer.resume();
        answer.on('end', () => resolve(String(answer.headers['x-maps'])));
      })
        .on('error', reject)
        .end();
    });
  const stop = async () => {
    await stopped(nginx);
    rmSync(folder, { recursive: true, force: true });
  };
  await untilAnswering(ask, nginx).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { ask, stop };
}

async function untilAnswering(ask: MapsHarness['ask'], nginx: ChildProcess): Promise<void> {
  // Until nginx answers or exits, however long a busy machine makes its start: the hook's own time limit says
  // when it never does.
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx refused the configuration (exit ${nginx.exitCode})`);
    try {
      await ask({});
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** Resolves once nginx has exited, asking it to stop gracefully if it still runs. */
export function stopped(nginx: ChildProcess): Promise<void> {
  if (nginx.exitCode !== null || nginx.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    nginx.once('exit', () => resolve());
    nginx.kill('SIGQUIT');
  });
}
