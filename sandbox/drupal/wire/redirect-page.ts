import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../../src/domain/shared/escape-html';

/** Symfony's RedirectResponse, as Drupal sends it: 302, `Location`, and a page that refreshes to it. */
export function redirectPage(reply: FastifyReply, url: string) {
  const safe = escapeHtml(url);
  return reply
    .code(302)
    .header('location', url)
    .type('text/html; charset=utf-8')
    .send(
      `<!DOCTYPE html>
<html>
    <head>
        <meta charset="UTF-8" />
        <meta http-equiv="refresh" content="0;url='${safe}'" />

        <title>Redirecting to ${safe}</title>
    </head>
    <body>
        Redirecting to <a href="${safe}">${safe}</a>.
    </body>
</html>`,
    );
}
