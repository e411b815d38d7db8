import { RemoteSystemError } from '../remote-system-error';

/**
 * Why the content system did not do what a member asked: it refused (403: not logged in, not a member, or
 * the session ended), the group or topic is gone (404), or the call did not get through.
 */
export type ActionRefusal =
  | { readonly kind: 'not-allowed' }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'unreachable'; readonly message: string };

/** Why joining or leaving did not happen: a refusal, or an id that cannot be a group's. */
export type GroupActionFailure = { readonly kind: 'invalid-group' } | ActionRefusal;

/** Maps a failed call to what the member can do about it; anything but a RemoteSystemError is rethrown. */
export function refusalOf(error: unknown): ActionRefusal {
  if (!(error instanceof RemoteSystemError)) throw error;
  if (error.isForbidden || error.isUnauthenticated) return { kind: 'not-allowed' };
  if (error.reason === 'status' && error.status === 404) return { kind: 'not-found' };
  return { kind: 'unreachable', message: error.message };
}
