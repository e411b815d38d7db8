/** What a link to the login screen carries in its history state: where to return afterwards. */
export interface LoginState {
  readonly from: string;
}

/** The history state for a link to the login screen from `path` (none from the login screens themselves). */
export function loginStateFrom(path: string): LoginState | undefined {
  return path.startsWith('/user/login') || path.startsWith('/user/first-login') ? undefined : { from: path };
}

/** Where to go after login: the page the member came from, else `fallback` (the member area). */
export function loginDestination(state: unknown, fallback: string): string {
  const from = typeof state === 'object' && state !== null ? (state as Partial<LoginState>).from : undefined;
  // Only paths inside the portal: a crafted state must not send the member elsewhere.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : fallback;
}
