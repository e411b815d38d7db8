import type { FastifyInstance } from 'fastify';

/**
 * SEWOBE answers CORS for any origin with `*` and never allows credentials: a browser reads its answers
 * only when the request carries no cookies (so the portal's client must send none). Preflights are
 * answered for the form posts the portal makes. Only the membership routes do this; the content system
 * answers no CORS at all (same origin, as behind the recommended proxy).
 */
export function answerCorsLikeSewobe(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
  });
  app.options('/*', async (_request, reply) =>
    reply
      .code(204)
      .header('access-control-allow-methods', 'POST')
      .header('access-control-allow-headers', 'content-type')
      .header('access-control-max-age', '86400')
      .send(),
  );
}
