import type { Send } from '@/infrastructure/http/http-request';

/**
 * Every call sent through `send` asks for its answer uncompressed (`Accept-Encoding: identity`). The renderer
 * and Drupal talk over a site's own network, where a few kilobytes of JSON cost nothing to carry, while
 * inflating them cost each render more than parsing them: Node's fetch starts a zlib stream per compressed
 * answer, and a page's first screen asks for several.
 */
export function uncompressed(send: Send): Send {
  return (request) => send({ ...request, headers: { ...request.headers, 'Accept-Encoding': 'identity' } });
}
