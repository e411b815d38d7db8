/**
 * Where the browser tests' servers listen, after E2E_PORT (default 8181): the portal with the site-mode
 * sandbox, the one with the core-mode sandbox, two production stacks (scripts/nginx-stack.ts: nginx and the
 * four ports after it), one before each mode, and the grown sandbox bounded-lists.spec.ts starts for itself.
 * Read by playwright.config.ts, the servers it starts and that spec.
 */
export const E2E_PORT_OFFSETS = { site: 0, core: 1, nginx: 2, nginxCore: 7, grown: 12 } as const;

/**
 * Each Playwright worker has stacks of its own, this many ports after the previous worker's: its tests never
 * meet another worker's sandboxes, renderers or nginx (issue 62: three workers keep two cores busy).
 */
export const E2E_WORKER_PORT_STEP = 100;

/**
 * The first port of a worker's stacks: Playwright names each worker process's slot in TEST_PARALLEL_INDEX (0
 * for the first, and for everything that is not a worker: the runner, the servers it starts, a script).
 */
export const e2eBasePort = (parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0)): number =>
  Number(process.env.E2E_PORT ?? 8181) + E2E_WORKER_PORT_STEP * parallelIndex;
