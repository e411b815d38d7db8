import { resolve } from 'node:path';
import { siteAddressOf } from '@/domain/shared/site-address';
import type { FirstScreenSettings } from './first-screen-document';
import { DRUPAL_POLICY_DEFAULTS } from './drupal-policy';

export interface ServiceSettings extends FirstScreenSettings {
  readonly port: number;
  readonly host: string;
  /** A Unix socket to listen on in place of HOST and PORT (SOCKET, an absolute path), or null. */
  readonly socket: string | null;
}

/** Every wrong value of one environment, one line each: an operator fixes them all in one go, not one a start. */
export class SettingsProblems extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
  }
}

/**
 * `npm run serve`'s settings from its environment (docs/deploy.md). Only DRUPAL_URL has no default: where
 * Drupal is reached from this machine, as nginx's CMS_UPSTREAM (the portal's /cms/x is its /x). Wrong values
 * stop the service at start, each named (SettingsProblems), rather than failing every page later.
 */
export function serviceSettingsFrom(env: Readonly<Record<string, string | undefined>>): ServiceSettings {
  return reportingEvery(() => ({
    port: whole(env, 'PORT', 3000, 65_535),
    // Behind nginx on the same machine; HOST=0.0.0.0 when nginx reaches it over the network.
    host: env.HOST || '127.0.0.1',
    socket: socketFrom(env.SOCKET),
    dist: distFrom(env),
    drupalUrl: drupalUrlFrom(env.DRUPAL_URL),
    timeoutMs: whole(env, 'RENDER_TIMEOUT_MS', 2000),
    freshSeconds: whole(env, 'FRESH_SECONDS', 60),
    siteUrl: siteUrlFrom(env.SITE_URL),
    drupalPolicy: {
      maxCalls: whole(env, 'DRUPAL_MAX_CALLS', DRUPAL_POLICY_DEFAULTS.maxCalls),
      queuedCalls: whole(env, 'DRUPAL_QUEUED_CALLS', DRUPAL_POLICY_DEFAULTS.queuedCalls),
      callTimeoutMs: whole(env, 'DRUPAL_CALL_TIMEOUT_MS', DRUPAL_POLICY_DEFAULTS.callTimeoutMs),
      failuresToOpen: whole(env, 'DRUPAL_BREAKER_FAILURES', DRUPAL_POLICY_DEFAULTS.failuresToOpen),
      halfOpenAfterMs: whole(env, 'DRUPAL_BREAKER_RETRY_MS', DRUPAL_POLICY_DEFAULTS.halfOpenAfterMs),
    },
  }));
}

/** Where refuse() notes a problem while reportingEvery() reads; null outside it, where refuse() throws. */
let problems: string[] | null = null;

/** Runs `read`, each refused value noted and its default taken, then throws them all at once. */
function reportingEvery<T>(read: () => T): T {
  problems = [];
  try {
    const settings = read();
    if (problems.length > 0) throw new SettingsProblems(problems);
    return settings;
  } finally {
    problems = null;
  }
}

function refuse<T>(message: string, instead: T): T {
  if (problems === null) throw new SettingsProblems([message]);
  problems.push(message);
  return instead;
}

/**
 * The unit's socket in a runtime folder only nginx's group may enter (deploy/necs-renderer@.service): no other
 * account can take the renderer's address while it restarts, as it could a port. Absolute, so that it does not
 * depend on the working directory, and short enough for a socket's address (108 bytes on Linux).
 */
function socketFrom(value: string | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || Buffer.byteLength(value) > 100)
    return refuse(`SOCKET must be an absolute path of at most 100 bytes, not ${JSON.stringify(value)}`, null);
  return value;
}

/** The built dist/ (DIST), from the working directory unless absolute. */
export const distFrom = (env: Readonly<Record<string, string | undefined>>) => resolve(env.DIST || 'dist');

function drupalUrlFrom(value: string | undefined): string {
  const url = URL.canParse(value ?? '') ? new URL(value!) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol))
    return refuse(`DRUPAL_URL must be Drupal's absolute http(s) address, e.g. http://drupal.internal/`, '');
  // A base: relative calls (necs-json/get/page) go below it.
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

/** The portal's public origin for canonical and OpenGraph links; unset, config.json's siteUrl is used. */
function siteUrlFrom(value: string | undefined): string | null {
  if (!value) return null;
  const address = siteAddressOf(value);
  if (address === null)
    return refuse(
      `SITE_URL must be the portal's public http(s) address, e.g. https://portal.example.org`,
      null,
    );
  return address;
}

function whole(env: Readonly<Record<string, string | undefined>>, name: string, fallback: number, max = 1e9) {
  const value = env[name];
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > max)
    return refuse(`${name} must be a whole number from 1 to ${max}, not ${JSON.stringify(value)}`, fallback);
  return number;
}

/**
 * What to say at start when React would render with its development build (NODE_ENV not `production`):
 * slower and heavier for every page, and nothing else tells. Null when all is as docs/deploy.md says.
 */
export function developmentBuildWarning(env: Readonly<Record<string, string | undefined>>): string | null {
  if (env.NODE_ENV === 'production') return null;
  return `NODE_ENV is ${env.NODE_ENV ? `"${env.NODE_ENV}"` : 'not set'}: React renders with its development build, slower and heavier. Start the service with NODE_ENV=production (docs/deploy.md).`;
}

/**
 * The Node flags the service is started with (docs/deploy.md's unit, `npm run serve`, the browser tests and the
 * bench). A render allocates some megabytes and keeps almost none (the live heap stays near 80 MB), but with
 * Node's own limits, sized from the machine's memory, V8 let the heap grow to 400 MB and more before collecting
 * it, and the process stood at 500–650 MB. With 8 MB semi-spaces for the young generation and a 384 MB old one it stays under
 * 250 MB and collects no more often than it must (docs/performance.md, "Renders").
 */
export const SERVICE_NODE_FLAGS = ['--max-semi-space-size=8', '--max-old-space-size=384'] as const;

/** What to say at start when the service runs without SERVICE_NODE_FLAGS; null when it has them all. */
export function memoryFlagsWarning(execArgv: readonly string[]): string | null {
  const missing = SERVICE_NODE_FLAGS.filter((flag) => !execArgv.includes(flag));
  if (missing.length === 0) return null;
  return `Started without ${missing.join(' ')}: the process grows to several times the memory it needs. Start it as docs/deploy.md says: node ${SERVICE_NODE_FLAGS.join(' ')} dist-server/serve.js.`;
}
