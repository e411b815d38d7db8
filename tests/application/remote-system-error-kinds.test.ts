import { describe, expect, it } from 'vitest';
import { RemoteSystemError, type RemoteSystemErrorDetails } from '@/application/remote-system-error';

// Each row: the status, the details, then the reason, the message and whether it is 401, 403, worth a retry.
const ROWS: readonly [number | null, RemoteSystemErrorDetails, string, string, boolean, boolean, boolean][] =
  [
    [500, {}, 'status', 'Request failed with status code 500', false, false, false],
    [401, {}, 'status', 'Request failed with status code 401', true, false, false],
    [403, {}, 'status', 'Request failed with status code 403', false, true, false],
    [null, {}, 'network', 'Network Error', false, false, true],
    [null, { reason: 'cancelled' }, 'cancelled', 'Request cancelled', false, false, false],
    [200, { reason: 'unexpected-answer' }, 'unexpected-answer', 'Unexpected answer', false, false, false],
    // An answer that did not parse is no 401 or 403, whatever status it came with.
    [401, { reason: 'unexpected-answer' }, 'unexpected-answer', 'Unexpected answer', false, false, false],
    [403, { reason: 'unexpected-answer' }, 'unexpected-answer', 'Unexpected answer', false, false, false],
    [409, { message: 'Already sent' }, 'status', 'Already sent', false, false, false],
  ];

describe('a failed call to a remote system', () => {
  it.each(ROWS)(
    'with status %s and %j fails for %s: "%s"',
    (status, details, reason, message, unauthenticated, forbidden, retryable) => {
      const error = new RemoteSystemError('drupal', status, details);
      expect(error).toMatchObject({ name: 'RemoteSystemError', system: 'drupal', status, reason, message });
      expect([error.isUnauthenticated, error.isForbidden, error.isRetryable]).toEqual([
        unauthenticated,
        forbidden,
        retryable,
      ]);
    },
  );

  it('carries the failure text of the system, or null when it sent none', () => {
    expect(new RemoteSystemError('sewobe', 400, { serverMessage: 'Wrong key' }).serverMessage).toBe(
      'Wrong key',
    );
    expect(new RemoteSystemError('sewobe', 400).serverMessage).toBeNull();
  });
});
