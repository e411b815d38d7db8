import type { Send } from '@/infrastructure/http/http-request';
import { drupalCalls } from './drupal-calls';

/**
 * How a member's render reads the Drupal at `drupalUrl`: with their session's cookie, so Drupal answers as it
 * answers them, through the same calls and policy as every render (drupal-calls.ts). Never shared with another
 * render (drupal-reads.ts shares a visitor's reads in flight): an answer for one member is theirs alone.
 */
export function memberReads(drupalUrl: string, sessionCookie: string): Send {
  const send = drupalCalls(drupalUrl);
  return (request) => send({ ...request, headers: { ...request.headers, Cookie: sessionCookie } });
}
