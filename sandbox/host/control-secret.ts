import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The test controls (`/__sandbox/`) exist only in a sandbox started by the tests, and answer only requests
 * that carry that run's secret in this header. A custom header also keeps a cross-site page from calling
 * them: a browser sends one only after a CORS preflight, which the sandbox never grants.
 */
export const CONTROL_SECRET_HEADER = 'x-sandbox-control-secret';

/** How a test runner hands the secret to the servers it starts and to its tests (playwright.config.ts). */
export const CONTROL_SECRET_ENV = 'SANDBOX_CONTROL_SECRET';

/** A fresh secret for one test run. */
export function newControlSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The secret a test server was handed (CONTROL_SECRET_ENV), or, when started by hand, a fresh one it prints
 * so that whoever started it can call the controls.
 */
export function controlSecretFromEnvironment(): string {
  const handed = process.env[CONTROL_SECRET_ENV];
  if (handed) return handed;
  const secret = newControlSecret();
  console.log(
    `Test controls under /__sandbox/ answer requests with the header ${CONTROL_SECRET_HEADER}: ${secret}`,
  );
  return secret;
}

/** Compares in constant time (hashes first, so the lengths match too): the secret must not leak by timing. */
export function isControlSecret(sent: unknown, secret: string): boolean {
  if (typeof sent !== 'string') return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(sent), digest(secret));
}

/** The controls there are, each a POST under `/__sandbox/` (control-routes.ts). */
export type ControlName =
  | 'expire-sessions'
  | 'reset-flood'
  | 'expire-proposal-tokens'
  | 'open-call'
  | 'retitle-page'
  | 'add-older-topics'
  | 'restore-start';
