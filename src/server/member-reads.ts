import type { Send } from '@/infrastructure/http/http-request';
import { nodeTransport } from './node-transport';
import { uncompressed } from './uncompressed';

/**
 * How a member's render reads the Drupal at `drupalUrl`: with their session's cookie, so Drupal answers as it
 * answers them. Never shared with another render (drupal-reads.ts shares a visitor's reads in flight): an
 * answer for one member is theirs alone.
 */
export function memberReads(drupalUrl: string, sessionCookie: string): Send {
  const send = uncompressed(nodeTransport(drupalUrl));
  return (request) => send({ ...request, headers: { ...request.headers, Cookie: sessionCookie } });
}
