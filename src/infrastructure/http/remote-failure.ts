import { AxiosError, isCancel } from 'axios';
import { RemoteSystemError, type RemoteSystem } from '@/application/remote-system-error';

/**
 * Turns whatever axios threw into the one transport error. The failure text of an error body is kept:
 * Drupal sends `{"message": ...}`, SEWOBE `{"ERROR": ...}`.
 */
export function toRemoteSystemError(system: RemoteSystem, error: unknown): RemoteSystemError {
  if (error instanceof RemoteSystemError) return error;
  if (isCancel(error) || (error instanceof AxiosError && error.code === AxiosError.ERR_CANCELED)) {
    return new RemoteSystemError(system, null, { reason: 'cancelled' });
  }
  if (error instanceof AxiosError) {
    const status = error.response?.status ?? null;
    return new RemoteSystemError(system, status, {
      message: status === null ? error.message : undefined,
      serverMessage: failureText(error.response?.data),
    });
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
