import { randomUUID } from 'node:crypto';

/** What a request id may be: nginx's `$request_id` (32 hex digits), a UUID, or a load balancer's own. */
const ACCEPTED = /^[A-Za-z0-9-]{1,64}$/;

/**
 * The id a request's lines and answer carry: the one nginx sent (`X-Request-Id: $request_id`), so that its
 * access log line and the service's share it, else one of the service's own. Anything else a client wrote in
 * the header (a line break, a quote, a kilobyte) is not taken: it would end up in every log line as it is.
 */
export function requestIdOf(header: string | readonly string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return typeof given === 'string' && ACCEPTED.test(given) ? given : randomUUID();
}
