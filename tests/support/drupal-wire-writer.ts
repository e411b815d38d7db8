import type { RecordedRequest } from './recording-server';

/** The member whose session the wire tests' Drupal holds: the writer every write of theirs goes as. */
export const WIRE_WRITER = 7;

/**
 * Drupal's answers that every write needs before it is sent (drupal-connection.ts): a CSRF token, and a page
 * answer read after it naming WIRE_WRITER's session. Null for any other request, which the test answers.
 */
export function writerTokenAnswer(request: RecordedRequest): { body: unknown; contentType?: string } | null {
  const path = request.url.split('?')[0] ?? '';
  if (path.endsWith('/session/token')) return { body: 'the-token', contentType: 'text/plain' };
  if (path.endsWith('/get/page'))
    return { body: { data: { session: { user_id: WIRE_WRITER, logout_token: 'the-logout-token' } } } };
  return null;
}
