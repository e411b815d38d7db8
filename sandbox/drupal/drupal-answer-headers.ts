import type { FastifyReply } from 'fastify';

/**
 * What Drupal puts on every answer (tests/sandbox/recorded/drupal-10.3.7-answers.json): with no page cache
 * for the answer, it is private and asked for again every time, and only Drupal's own site may frame it. A
 * proxy acts on both: nginx passes a session's answer on as private, never as a page to keep.
 */
export const DRUPAL_CACHE_CONTROL = 'must-revalidate, no-cache, private';

/** Sets Drupal's headers on an answer; a route that chose its own caching (a file) keeps it. */
export function withDrupalAnswerHeaders(reply: FastifyReply): FastifyReply {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', DRUPAL_CACHE_CONTROL);
  return reply.header('x-frame-options', 'SAMEORIGIN');
}
