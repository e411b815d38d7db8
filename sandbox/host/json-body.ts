import type { FastifyInstance } from 'fastify';
import { refusal } from './server-errors';

/**
 * Replaces Fastify's JSON body parser with one that accepts an empty body: browsers and test tools
 * send `Content-Type: application/json` with no body now and then, and the systems we stand in for
 * do not reject that. Broken JSON still fails with 400 and Drupal's message.
 */
export function acceptLenientJson(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body).trim();
    if (text === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      done(refusal(400, 'Syntax error'), undefined);
    }
  });
}
