/**
 * After this long without an answer a loading state says so and offers Cancel and Try again. The call's own
 * limit, after which it fails and the error state shows, is the HTTP client's ANSWER_TIMEOUT_MS (25 s), the
 * same for every call of every remote system.
 */
export const STILL_LOADING_AFTER_MS = 5_000;
