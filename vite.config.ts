import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { appIcons } from './build/app-icons.ts';
import { compressAssets } from './build/compress-assets.ts';
import { CATALOGUE_FILE, compileCatalogues } from './build/message-catalogues.ts';
import { nginxTemplate } from './build/nginx-template.ts';
import { serviceWorker } from './build/service-worker.ts';

const sandboxUrl = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8080';
// Trailing slashes: the app has its own /membership page; only /membership/… belongs to SEWOBE.
const proxiedPrefixes = ['/cms/', '/membership/', '/proposals/', '/__sandbox/'];

// tslib too, the helpers rxjs and the decorated classes share: left to the bundler, they went into a chunk with a
// use case that imports the libraries back, and that cycle ran the use case's decorators before inversify's code.
const FIRST_LOAD_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|rxjs|tslib|inversify|@inversifyjs|reflect-metadata)[\\/]/;

/** Chunks named on purpose, so a network check and a person reading the build can find them. */
const CHUNK_GROUPS = [
  // react-hook-form under its own name (by default its chunk is called index.esm), so it can be seen to stay
  // out of a public first load. Quill needs no group: only the lazily loaded editor imports it.
  { name: 'react-hook-form', test: /node_modules[\\/]react-hook-form[\\/]/ },
  // DOMPurify and the content system's profile: a server-drawn screen is taken over without them (drawn-html.ts),
  // and the browser fetches them with the first screen it draws itself. Named, so a test can see when.
  { name: 'sanitizer', test: /node_modules[\\/]dompurify[\\/]|src[\\/]ui[\\/]shared[\\/]sanitize-html\.ts$/ },
  // zod, which only the wire schemas use: in a file of its own, fetched with the first adapter that reads an answer
  // (drupal-gateways-on-demand.ts), never by a server-drawn first screen (issue 52).
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
  // The libraries every screen runs on, in one file: left alone, the bundler cut them into a dozen small
  // shared chunks (each a request, each gzipped on its own) once views imported classes.
  { name: 'libraries', test: FIRST_LOAD_LIBRARIES },
  // Every module a first load runs, beyond the libraries, in one file beside the entry: left alone, the bundler
  // cut the ones a lazy part imports too into a dozen small shared chunks, each gzipped on its own (2.8 kB more
  // on every first load, issue 52). index.html and main.tsx stay out: the entry chunk is theirs.
  {
    name: 'start',
    tags: ['$initial' as const],
    test: (id: string) => !/[\\/]src[\\/]main\.tsx$|\.html$/.test(id),
  },
  // Three groups of small modules a lazy part shares, each always fetched together: left alone, the bundler gave
  // each a chunk of its own (written-here.ts: 35 bytes), and every chunk costs a request, an import line in the
  // chunks that use it and a gzip stream of its own. Merged, /user/first-login's first load fetches 0.7 kB less,
  // the other public screens 0.1 to 0.2 kB (/user/login 0.3 kB more: it takes the wire's image and language
  // parts with the rest), a member's login and first screen 0.2 to 1.2 kB less.
  // The head's words every screen writes, which lazy screens import:
  {
    name: 'page-meta',
    test: /src[\\/](ui[\\/]shared[\\/](use-document-meta|written-here)|application[\\/]config[\\/]public-site)\.ts$/,
  },
  // The parts of reading a remote system's answer that every adapter shares:
  {
    name: 'wire-parts',
    test: /src[\\/]infrastructure[\\/](wire[\\/][\w-]+|drupal[\\/]wire[\\/](drupal-field|file-urls|content-image|content-language))\.ts$/,
  },
  // A content page's sections and paragraphs, read by the page view and the head alike:
  { name: 'page-structure', test: /src[\\/]domain[\\/]pages[\\/](sections|paragraph)\.ts$/ },
  // The tokens, the stored state and the remote systems' error that lazy parts share beyond those `start` holds:
  // left alone, the bundler cut them into small shared chunks. The topic order's choice is of the stored state
  // (the site-state area holds it).
  {
    name: 'shared-state',
    test: /src[\\/](application[\\/](token|remote-system-error|storage[\\/][\w-]+)|domain[\\/]groups[\\/]topic-order-choice)\.ts$/,
  },
];
const namedChunks = new Set(CHUNK_GROUPS.map(({ name }) => name));

/**
 * `vite build --ssr`: the first screen's code for the server, in dist-server/: the shared document code the
 * sandbox imports, and `npm run serve`'s service, run with plain node (production installs have no tsx).
 */
const SERVER_ENTRIES = {
  'first-screen-document': 'src/server/first-screen-document.ts',
  // The news feed and the conference calendars, drawn by the same renderer (sandbox/host/feed-routes.ts).
  'feed-document': 'src/server/feeds/feed-document.ts',
  serve: 'src/server/serve.ts',
  // The nginx site, rendered on a host from the release root owns, never from a build's checkout.
  'render-nginx-conf': 'deploy/render-nginx-conf.ts',
};

/**
 * Node 25 and later define a `localStorage` and `sessionStorage` of their own (empty objects without
 * `--localstorage-file`), and Vitest 4 does not put jsdom's in their place, so a jsdom test would read Node's.
 * Turned off where Node has them, as Vitest advises; older Node has nothing to turn off.
 */
const WITHOUT_NODE_WEB_STORAGE = process.allowedNodeEnvironmentFlags.has('--webstorage')
  ? ['--no-webstorage']
  : [];

/** The entry chunk's file (index.html's `index`, named by chunkFileNames' `[name]-[hash]`). */
const ENTRY_CHUNK = /^assets\/index-[\w-]+\.js$/;

/**
 * React Router 7's package exports name its development build for every condition (its issue #14102), so a
 * production bundle ran its warnings: the checks on every render of the routes, and their words in the first
 * load. Its production build is the same code with them turned off (`ENABLE_DEV_WARNINGS = false`). Only for
 * `vite build`: the dev server and the tests keep the warnings.
 */
const routerBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
const ROUTER_WITHOUT_DEV_WARNINGS = [
  { find: /^react-router$/, replacement: routerBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
];
/** The router's packages and its own dependencies, bundled into the server's code (below). */
const ROUTER_PACKAGES = ['react-router', 'react-router-dom', 'cookie', 'set-cookie-parser'];
const SOURCE_ALIAS = { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) };

/** The one test that draws on the server and takes the page over in the browser, in one process. */
const SERVER_AND_BROWSER = 'tests/ui/drawn-choices-hydrate.test.tsx';

/** Every test's limit: far above what a loaded machine takes, only there to end a test that hangs (issue 76). */
const TEST_GUARD_MS = 120_000;

/** The portal's build, dev server and tests; Stryker's Vitest setup reads it too. */
export const portalConfig: ViteUserConfig = {
  plugins: [compileCatalogues(), react(), appIcons(), serviceWorker(), compressAssets(), nginxTemplate()],
  resolve: { alias: [SOURCE_ALIAS] },
  // inversify needs legacy (parameter) decorators; tokens are explicit, so no metadata emit is required.
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: false } },
  // Short class names: each one is written in a sheet and again in the script that uses it, on every screen.
  css: { modules: { generateScopedName: '[hash:base64:5]' } },
  server: {
    proxy: Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, { target: sandboxUrl }])),
  },
  build: {
    target: 'es2022',
    // Every browser the es2022 target reaches knows <link rel="modulepreload">: no polyfill in the first load.
    // The entry chunk is left out of what a lazy import preloads: it is running whenever one runs, and Firefox
    // fires `error` on a modulepreload link to it (docs/engines.md).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, dependencies) => dependencies.filter((file) => !ENTRY_CHUNK.test(file)),
    },
    // Maps are written for debugging from the files on disk, but no file points at them and no server sends them.
    sourcemap: 'hidden',
    manifest: true,
    rolldownOptions: {
      output: {
        // Any other shared chunk goes by its hash alone: its name would be whichever module the bundler picked
        // (it named rxjs's schedulers plus a port's token "proposal-gateway"), and every import repeats it.
        chunkFileNames: (chunk) => {
          // A language's catalogue by language and namespace (messages-de-shell), not three files called shell.
          const catalogue = CATALOGUE_FILE.exec(chunk.facadeModuleId ?? '');
          if (catalogue) return `assets/messages-${catalogue[1]}-${catalogue[2]}-[hash].js`;
          return chunk.isEntry || chunk.isDynamicEntry || namedChunks.has(chunk.name)
            ? 'assets/[name]-[hash].js'
            : 'assets/[hash].js';
        },
        // Only the packages themselves: by default a group also takes what it imports.
        codeSplitting: { includeDependenciesRecursively: false, groups: CHUNK_GROUPS },
      },
    },
  },
  test: {
    // One worker per core, threads rather than processes, and each worker's modules kept from one test file to
    // the next: 83 s for the whole suite on 2 cores, against 402 s with Vitest's defaults (one worker there,
    // every file importing afresh). Every test sets up what it reads (tests/support/setup-ui.ts clears the
    // storage, the DOM and the address), and the suite passes shuffled (.ci/run's loaded run shuffles the
    // component tests with a new seed each time, scripts/vitest-run.sh); `npm run test:isolated` runs it the
    // slow way, each file in a fresh module graph, to rule out an order dependence when in doubt.
    pool: 'threads',
    maxWorkers: availableParallelism(),
    isolate: false,
    // With modules kept between files, a spy left in place would answer for the next file too.
    restoreMocks: true,
    // Set-up (a sandbox or a renderer started once per file, its database migrated) has a clock of its own, as
    // long as a busy machine needs: with two CPU-bound processes beside the suite, starting a sandbox took more
    // than 10 s (.ci/run's loaded run). A set-up that hangs still fails.
    hookTimeout: 60_000,
    // A test's limit is a guard against a hang, not a clock for how fast the machine is (issue 76): beside six
    // CPU-bound processes and a syncing disk writer a test that takes a second idle took 10 to 16 s (a whole
    // portal drawn in jsdom, a service asked scores of pages). What a test waits on is an event or a clock of
    // its own; how fast anything is belongs to the bench (docs/performance.md).
    testTimeout: TEST_GUARD_MS,
    execArgv: WITHOUT_NODE_WEB_STORAGE,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'tests/{domain,application,infrastructure,sandbox,architecture,server,faults,service-worker}/**/*.test.ts',
          ],
          benchmark: { include: ['tests/bench/**/*.bench.ts'] },
          setupFiles: ['tests/support/setup-console.ts'],
          // The sandbox's password hashes at a low scrypt cost (sandbox/drupal/passwords.ts): flood control's
          // files checked hundreds of wrong passwords at 50 ms each, and every fresh database hashed seven.
          env: { SANDBOX_PASSWORD_COST: '16' },
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/ui/**/*.test.{ts,tsx}', 'tests/faults/**/*.test.tsx'],
          exclude: [SERVER_AND_BROWSER],
          setupFiles: ['tests/support/setup-console.ts', 'tests/support/setup-ui.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui-server-drawn',
          environment: 'jsdom',
          include: [SERVER_AND_BROWSER],
          setupFiles: ['tests/support/setup-console.ts', 'tests/support/setup-ui.ts'],
          // In a worker of its own: the server's React (its renderer marks the context objects as its own for
          // good) and the server's sanitizer would otherwise stay for the next file.
          isolate: true,
        },
      },
    ],
  },
};

export default defineConfig(({ command, isSsrBuild }) => {
  const built: ViteUserConfig = {
    ...portalConfig,
    resolve: { alias: [SOURCE_ALIAS, ...(command === 'build' ? ROUTER_WITHOUT_DEV_WARNINGS : [])] },
  };
  return isSsrBuild
    ? {
        ...built,
        // React Router goes into the server's bundle, so the alias above gives the renderer its production build
        // too: left to Node, its package's `node` condition names the development build. With it go the copies of
        // `cookie` and `set-cookie-parser` the router's own node_modules hold: left external, its
        // `import { parse } from "cookie"` met the project's cookie 2 (which has no `parse`) and serve.js did not
        // start.
        ssr: { noExternal: ROUTER_PACKAGES },
        // The client build's chunk names, manifest and public files are the browser's business.
        build: {
          ...portalConfig.build,
          manifest: false,
          copyPublicDir: false,
          rolldownOptions: { input: SERVER_ENTRIES },
        },
      }
    : built;
});
