/**
 * Drupal core's own texts on its account routes: login, logout and the user profile, as Drupal 10.3 words
 * them (tests/sandbox/recorded/drupal-10.3.7-answers.json). The adapter recognises one of them; the
 * in-memory fake answers with them, so both speak the same words to the UI.
 */
export const DRUPAL_ACCOUNT_MESSAGES = {
  unrecognized: 'Sorry, unrecognized username or password.',
  blocked: 'The user has not been activated or is blocked.',
  flooded: 'Too many failed login attempts from your IP address. This IP address is temporarily blocked.',
  /** The browser already holds a session: docs/wire-drupal.md ("Login") says to treat it as logged in. */
  alreadyLoggedIn: 'This route can only be accessed by anonymous users.',
  notLoggedIn: 'This route can only be accessed by authenticated users.',
  invalidLogoutToken: "'csrf_token' URL query argument is invalid.",
  noProfileAccess: "The 'access user profiles' permission is required.",
} as const;
