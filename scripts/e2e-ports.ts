/**
 * Where the browser tests' servers listen, after E2E_PORT (default 8181): the portal with the site-mode
 * sandbox, the one with the core-mode sandbox, two production stacks (scripts/nginx-stack.ts: nginx and the
 * four ports after it), one before each mode, and the grown sandbox bounded-lists.spec.ts starts for itself.
 * Read by playwright.config.ts, the servers it starts and that spec.
 */
export const E2E_PORT_OFFSETS = { site: 0, core: 1, nginx: 2, nginxCore: 7, grown: 12 } as const;

export const e2eBasePort = (): number => Number(process.env.E2E_PORT ?? 8181);
