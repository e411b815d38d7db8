import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../../src/domain/shared/escape-html';

const ERROR_TITLES = { 400: 'Client error', 403: 'Access denied', 404: 'Page not found' } as const;

/**
 * A page Drupal draws as HTML (a route without `_format`), reduced to its title and heading: what a browser or
 * a proxy acts on is the status and the type. `title` is text, escaped here; an error page takes Drupal's title.
 * `content`, HTML made safe by the caller, follows the heading.
 */
export function drupalHtmlPage(
  reply: FastifyReply,
  status: 200 | keyof typeof ERROR_TITLES,
  title?: string,
  content = '',
) {
  const heading = escapeHtml(title ?? ERROR_TITLES[status as keyof typeof ERROR_TITLES]);
  return reply
    .code(status)
    .type('text/html; charset=UTF-8')
    .send(
      `<!DOCTYPE html>\n<html lang="en"><head><title>${heading}</title></head><body><h1>${heading}</h1>${content}</body></html>`,
    );
}
