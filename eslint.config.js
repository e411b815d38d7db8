import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import layerPlugin from './eslint/layer-imports.js';

/** The allow-list of one layer (see eslint/layer-imports.js). */
const layer = (files, allowed, extra = {}) => ({
  files,
  plugins: { layers: layerPlugin },
  rules: { 'layers/layer-imports': ['error', allowed], ...extra },
});

/**
 * Browser APIs stay at the edges: the domain and the use cases run anywhere, tests included. Refused: every
 * global that only browsers have (from the `globals` package), and the storage and I/O that Node shares with
 * them. Still allowed: the language's builtins and what both run alike (console, timers, URL, AbortController).
 */
const ES_AND_NODE = new Set([
  ...Object.keys(globals.builtin),
  ...Object.keys(globals['shared-node-browser']),
]);
const SHARED_IO = [
  'fetch',
  'localStorage',
  'sessionStorage',
  'Storage',
  'navigator',
  'Navigator',
  'WebSocket',
  'BroadcastChannel',
];
const BROWSER_GLOBALS = [
  ...Object.keys(globals.browser).filter((name) => !ES_AND_NODE.has(name)),
  ...SHARED_IO,
];
const BROWSER_MESSAGE = 'Browser APIs belong in infrastructure or ui, behind a port.';
const noBrowserGlobals = {
  'no-restricted-globals': ['error', ...BROWSER_GLOBALS.map((name) => ({ name, message: BROWSER_MESSAGE }))],
  'no-restricted-properties': [
    'error',
    ...BROWSER_GLOBALS.map((property) => ({ object: 'globalThis', property, message: BROWSER_MESSAGE })),
  ],
};

const EDITOR_PACKAGES = ['react-quill-new', 'quill'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      // deploy/release.sh pack's output: the build's files and packages.
      'release',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'sandbox/data',
      // Scratch work, and npm run bench's copy of the build while it runs.
      '.scratch',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}', 'tests/ui/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  { files: ['src/ui/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  layer(
    ['src/domain/**'],
    {
      layers: ['domain'],
      packages: [],
      because: 'the domain is plain TypeScript and imports nothing outside itself.',
    },
    noBrowserGlobals,
  ),
  layer(
    ['src/application/**'],
    {
      layers: ['domain', 'application'],
      packages: ['rxjs', 'inversify'],
      because: 'use cases import the domain, rxjs and inversify only.',
    },
    noBrowserGlobals,
  ),
  layer(['src/ui/**'], {
    layers: ['domain', 'application', 'ui'],
    packages: '*',
    forbiddenPackages: ['axios', ...EDITOR_PACKAGES],
    because:
      'the ui never imports infrastructure (resolve a service with useService); the rich-text editor lives in src/ui/editor/.',
  }),
  layer(['src/ui/editor/**'], {
    layers: ['domain', 'application', 'ui'],
    packages: '*',
    forbiddenPackages: ['axios'],
    because: 'the ui never imports infrastructure; resolve a service with useService.',
  }),
  {
    // Feature folders of src/ui stay apart; app/ (the router and the container's context) may compose any.
    files: ['src/ui/**'],
    ignores: ['src/ui/app/**'],
    plugins: { layers: layerPlugin },
    rules: {
      'layers/feature-imports': [
        'error',
        {
          shared: ['shared', 'app', 'i18n', 'editor'],
          exceptions: [
            {
              from: 'session/member-area-page',
              to: 'groups/my-groups-panel',
              because: "the member area shows the member's groups.",
            },
            {
              from: 'session/member-area-page',
              to: 'proposals/my-proposals-panel',
              because: "the member area shows the member's proposals.",
            },
            ...['news-list', 'conference-list', 'timeline-view'].map((list) => ({
              from: 'pages/list-parts',
              to: `listing/${list}`,
              because: 'a content page shows the lists its paragraphs name, loaded lazily.',
            })),
            {
              from: 'listing/conference-card',
              to: 'calendar/add-to-calendar',
              because: 'a conference in a list offers its calendar file.',
            },
            {
              from: 'pages/list-parts',
              to: 'calendar/add-to-calendar',
              because: "a conference's page offers its calendar file, loaded lazily.",
            },
            {
              from: 'layout/main-layout',
              to: 'session/session-status',
              because: "the site's frame carries the session notices (expired, logged out) on every screen.",
            },
            {
              from: 'layout/main-layout',
              to: 'groups/outbox-start',
              because: "the outbox's words go on any screen a member opens, not only on a topic's page.",
            },
            {
              from: 'layout/site-header',
              to: 'search/header-search',
              because: "the header carries the site's search field on every screen.",
            },
            {
              from: 'layout/account-actions',
              to: 'proposals/unsaved-proposals-dialog',
              because: "the header's Logout asks first when proposal edits have not reached the server.",
            },
          ],
        },
      ],
    },
  },
  {
    // A date or number the server draws must read the same in the browser, whatever ICU each has: the ui
    // formats them through src/ui/i18n/plain-intl.ts, which writes ordinary spaces (hydration error #418).
    // And use() is called in every render.
    files: ['src/ui/**'],
    ignores: ['src/ui/i18n/plain-intl.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "NewExpression[callee.object.name='Intl'][callee.property.name=/^(DateTimeFormat|NumberFormat)$/]",
          message:
            'Format with dateFormat or numberFormat (src/ui/i18n/plain-intl.ts): the same text on server and browser.',
        },
        {
          // react-hooks/rules-of-hooks lets use() sit in a condition, as React's documentation does; but a
          // component that suspended in use() and skips it on the replay runs its later hooks with the wrong
          // dispatcher (React #467, #520). Pass use() a settled promise instead (data/tracked-promise.ts).
          selector:
            ":matches(IfStatement, ConditionalExpression, LogicalExpression, SwitchCase) CallExpression[callee.name='use']",
          message: 'Call use() in every render: pass a settled promise when there is nothing to wait for.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message:
            'Format with dateFormat or numberFormat (src/ui/i18n/plain-intl.ts): the same text on server and browser.',
        },
      ],
    },
  },
  {
    // Tracing off, the default, loads no part of OpenTelemetry (docs/deploy.md, section 7, "Traces"): the renderer
    // takes its types alone, and its code only through serve.ts's import() of otel-sdk.ts when tracing is on.
    files: ['src/server/**'],
    ignores: ['src/server/tracing/otel-sdk.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@opentelemetry/*', '**/otel-sdk'],
              allowTypeImports: true,
              message:
                "Import OpenTelemetry's types only: its code is loaded by serve.ts when tracing is on.",
            },
          ],
        },
      ],
    },
  },
  {
    // tests/e2e/support/test.ts fails a test on any Content-Security-Policy violation; a test file that took
    // Playwright's own `test` would silently go without that check.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from './support/test': it fails a test on any CSP violation.",
            },
          ],
        },
      ],
    },
  },
  layer(['src/service-worker/**'], {
    layers: ['domain', 'service-worker', 'ui'],
    packages: [],
    because:
      'the service worker is a script of its own: the cache names of the domain and the catalogues of src/ui/i18n, nothing the app loads.',
  }),
  layer(['src/infrastructure/**'], {
    layers: ['domain', 'application', 'infrastructure'],
    packages: '*',
    because: 'adapters know nothing of the views.',
  }),
);
