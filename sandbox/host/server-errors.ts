import type { FastifyError, FastifyInstance } from 'fastify';

/** Drupal's words for an unexpected error; the sandbox uses them for every system's 500. */
export const UNEXPECTED_ERROR = 'The website encountered an unexpected error. Try again later.';

/**
 * Answers errors in the body shape of one system (`{"message"}` for Drupal and the proposal system,
 * `{"ERROR"}` for SEWOBE). A refusal (4xx) keeps its message: the sandbox or Fastify wrote it for the
 * client. Anything else is a fault: logged with its cause on the server, answered with a generic text, so
 * no client ever reads the database's words (table names, SQL) as a real system's error page hides them.
 */
export function answerErrorsAs(app: FastifyInstance, body: (message: string) => object): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send(body(error.message));
    request.log.error({ err: error }, 'Unexpected error');
    return reply.code(status >= 500 ? status : 500).send(body(UNEXPECTED_ERROR));
  });
}

/** An error that answers with this status and message (a refusal, not a fault). */
export function refusal(statusCode: number, message: string): Error {
  return Object.assign(new Error(message), { statusCode });
}
