import { randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { REVERSE_PROXY_ADDRESSES_ENV } from '../sandbox/host/client-address';
import { readDrupalMode } from '../sandbox/drupal/drupal-mode';
import { controlSecretFromEnvironment } from '../sandbox/host/control-secret';
import { E2E_FRESH_SECONDS, e2eRefreshSecret } from '../tests/e2e/support/page-cache';
import { E2E_PORT_OFFSETS, e2eBasePort } from './e2e-ports';
import { stackPorts, startNginxStack } from './nginx-stack';

/**
 * The production stack (scripts/nginx-stack.ts) in the foreground, until SIGINT or SIGTERM: nginx with
 * deploy/nginx.conf in front of a fresh sandbox and of the first-screen service, through the page cache.
 *
 * - For the browser tests: nginx on E2E_PORT + 2, the test controls behind the run's secret, a refresh secret
 *   derived from it (e2eRefreshSecret), and a render limit of 10 s (many browser tests draw pages at once on a
 *   small machine). With `--drupal core`, the same stack before a sandbox playing a stock Drupal, nginx on
 *   E2E_PORT + 7 (scripts/e2e-ports.ts; the `nginx-core-drupal` project: the conversations in core mode and through nginx at once).
 * - `--preview` (`npm run preview:nginx`): the same for a person, nginx on PORT (default 8080), with a refresh
 *   secret of its own run, printed: a fixed one would let anyone who read this file refresh its pages.
 * - `--bench --port N --dist DIR` (`npm run bench`, scripts/bench/production/stack.ts): nginx on N serving DIR,
 *   the service as deployed (its own render limit, no refresh secret, no test controls) and without its line
 *   per page, and no practical limit of renders per client (the bench is one client asking as fast as it can);
 *   nginx's temporary folder goes beside DIR.
 *
 * Expects a build in dist/ and dist-server/ (the other e2e server, or preview:nginx, builds them first).
 */
const { values } = parseArgs({
  options: {
    preview: { type: 'boolean', default: false },
    bench: { type: 'boolean', default: false },
    port: { type: 'string' },
    dist: { type: 'string', default: 'dist' },
    drupal: { type: 'string', default: 'site' },
  },
});
const drupal = readDrupalMode(values.drupal);
/** Far above anything the bench's one client can ask for, so it measures nginx and the renderer, not the limit. */
const BENCH_RENDERS_PER_SECOND = 100_000;

const port = values.port
  ? Number(values.port)
  : values.preview
    ? Number(process.env.PORT ?? 8080)
    : e2eBasePort() + E2E_PORT_OFFSETS[drupal === 'core' ? 'nginxCore' : 'nginx'];

const refreshSecret = values.preview
  ? randomBytes(24).toString('hex')
  : values.bench
    ? null
    : e2eRefreshSecret();

// Drupal's reverse_proxy settings: the sandbox behind nginx (127.0.0.1) counts failed logins per client address
// (sandbox/host/client-address.ts), as docs/deploy.md asks of a real site.
process.env[REVERSE_PROXY_ADDRESSES_ENV] ??= '127.0.0.1';

// A stack that cannot start (its service cannot listen, its socket's folder is taken) says why in one sentence
// and exits 1, rather than carrying on without it or ending in a stack trace.
const stack = await startNginxStack({
  port,
  dist: values.dist,
  drupal,
  ...(values.bench
    ? // nginx's files beside the bench's copy of the build, removed with it, out of reach of /tmp's cleaners.
      {
        refreshSecret,
        serviceLog: 'ignore',
        workFolder: dirname(resolve(values.dist)),
        rendersPerSecond: BENCH_RENDERS_PER_SECOND,
        // The bench loads the service directly as well as through nginx (scripts/bench/production/stack.ts).
        rendererOnPort: true,
      }
    : {
        refreshSecret,
        // The test controls behind the run's secret (SANDBOX_CONTROL_SECRET); nginx passes the header on.
        controlSecret: controlSecretFromEnvironment(),
        renderTimeoutMs: 10_000,
        serviceLog: 'inherit',
        // The browser tests see a cached page go stale in seconds, and stop and start the service.
        // and read the service's metrics (the field data's test).
        ...(values.preview ? {} : { freshSeconds: E2E_FRESH_SECONDS, rendererControl: true, metrics: true }),
      }),
}).catch((error: unknown) => {
  console.error(`The stack cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
if (values.preview)
  console.log(`Pages are drawn afresh for a request with the header X-Necs-Refresh: ${refreshSecret}`);
console.log(
  `Portal through nginx at ${stack.origin}/ (sandbox behind it on ${stackPorts(port).sandbox}, ` +
    `first-screen service at ${stack.renderer})`,
);
void stack.stopped.then((asked) => process.exit(asked ? 0 : 1));

// `on`, not `once`: the signal often comes twice (to the process group, and relayed by the tsx wrapper), and a
// second one without a handler would end this process before it has removed its folder.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stack.stop());
