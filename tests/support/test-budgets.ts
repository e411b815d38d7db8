import { useDrupalPolicy } from '@/server/drupal-calls';
import { DRUPAL_POLICY_DEFAULTS, type DrupalPolicySettings } from '@/server/drupal-policy';

/**
 * The time limit of a render, and of each of its calls to Drupal, in a test that does not try the limits
 * themselves: longer than Vitest lets any test or set-up run, so that on a slow machine a test times out, saying
 * so, instead of a drawn page turning into the fallback. Production's limits (service-settings.ts,
 * drupal-policy.ts) are wall-clock ones; a test that tries one sets its own and moves a clock of its own.
 */
export const TEST_BUDGET_MS = 120_000;

/** The service's settings for those limits, on top of what a test gives (DRUPAL_URL, DIST…). */
export const TEST_BUDGET_ENV = {
  RENDER_TIMEOUT_MS: String(TEST_BUDGET_MS),
  DRUPAL_CALL_TIMEOUT_MS: String(TEST_BUDGET_MS),
} as const;

const TEST_DRUPAL_POLICY: DrupalPolicySettings = { ...DRUPAL_POLICY_DEFAULTS, callTimeoutMs: TEST_BUDGET_MS };

/**
 * `drupalUrl`, its calls from now on under the test's limit (with a fresh breaker): for a render called
 * directly, which otherwise meets the address's first policy, production's defaults.
 */
export function underTestBudget(drupalUrl: string): string {
  useDrupalPolicy(drupalUrl, TEST_DRUPAL_POLICY);
  return drupalUrl;
}

/**
 * The limit of a test whose own work is heavy by design, such as 50 logins to reach flood control's limit, or
 * that waits on real time by design, such as a hung Drupal's calls cut at their own limit while a service is
 * asked scores of pages: seconds on an idle machine, past 15 s beside six CPU-bound processes (issue 76). Its
 * limit only catches a test that hangs; how fast the work is belongs to the bench.
 */
export const HEAVY_TEST_MS = 120_000;
