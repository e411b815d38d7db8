import { RemoteSystemError, type RemoteSystem } from '@/application/remote-system-error';
import { HttpStatusFailure } from './http-request';

/**
 * Turns whatever a call threw into the one transport error. The failure text of an error body is kept:
 * Drupal sends `{"message": ...}`, SEWOBE `{"ERROR": ...}`.
 */
export function toRemoteSystemError(system: RemoteSystem, error: unknown): RemoteSystemError {
  if (error instanceof RemoteSystemError) return error;
  if (error instanceof HttpStatusFailure) {
    return new RemoteSystemError(system, error.response.status, {
      serverMessage: failureText(error.response.data),
    });
  }
  // fetch rejects an aborted call with an AbortError, axios with a CanceledError.
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'CanceledError')) {
    return new RemoteSystemError(system, null, { reason: 'cancelled' });
  }
  return new RemoteSystemError(system, null, {
    message: error instanceof Error ? error.message : String(error),
  });
}

function failureText(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message, ERROR } = body as { message?: unknown; ERROR?: unknown };
  if (typeof message === 'string') return message;
  return typeof ERROR === 'string' ? ERROR : null;
}
