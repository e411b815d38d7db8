import { RemoteSystemError } from '../remote-system-error';

/**
 * Why Drupal did not do what a member asked: it refused (403: not logged in, not a member, or
 * the session ended), the group or topic is gone (404), nothing answered (no connection, or no answer within
 * the client's limit), it answered with an error of its own (a 5xx: its problem, not the member's line), or
 * its 2xx answer could not be read. Told apart because each asks something else of the member.
 */
export type ActionRefusal =
  | { readonly kind: 'not-allowed' }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'unreachable'; readonly message: string }
  | { readonly kind: 'server-error'; readonly status: number; readonly message: string }
  | { readonly kind: 'unreadable'; readonly message: string };

/** Why joining or leaving did not happen: a refusal, or an id that cannot be a group's. */
export type GroupActionFailure = { readonly kind: 'invalid-group' } | ActionRefusal;

/** Maps a failed call to what the member can do about it; anything but a RemoteSystemError is rethrown. */
export function refusalOf(error: unknown): ActionRefusal {
  if (!(error instanceof RemoteSystemError)) throw error;
  if (error.isForbidden || error.isUnauthenticated) return { kind: 'not-allowed' };
  const { message } = error;
  if (error.reason === 'status' && error.status !== null)
    return error.status === 404
      ? { kind: 'not-found' }
      : { kind: 'server-error', status: error.status, message };
  if (error.reason === 'unexpected-answer') return { kind: 'unreadable', message };
  return { kind: 'unreachable', message };
}
