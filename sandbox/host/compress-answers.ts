import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const gzipAsync = promisify(gzip);

/** What a Drupal behind nginx gets gzipped (`gzip_types`); files are precompressed and streamed instead. */
const COMPRESSIBLE_TYPE = /^(application\/(json|[a-z.+-]*\+json|javascript|xml)|text\/|image\/svg\+xml)/;
/** Small answers are sent as they are: compressing them saves nothing on the wire. */
const MIN_BYTES = 1024;

/**
 * Gzips the sandbox's JSON, text and HTML answers for browsers that accept it, as nginx in front of Drupal
 * would (level 6, its usual setting), so that timings measured against the sandbox are not skewed by sending
 * answers uncompressed. Streams (files, already precompressed where it pays) are left alone.
 */
export function registerAnswerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || Buffer.byteLength(payload) < MIN_BYTES) return payload;
    if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    reply.header('vary', withAcceptEncoding(reply.getHeader('vary')));
    if (!acceptsGzip(request)) return payload;
    reply.header('content-encoding', 'gzip');
    reply.removeHeader('content-length');
    return gzipAsync(payload, { level: 6 });
  });
}

/** The answer differs by Accept-Encoding whether or not this request got it gzipped (for shared caches). */
function withAcceptEncoding(current: unknown): string {
  const value = Array.isArray(current) ? current.join(', ') : typeof current === 'string' ? current : '';
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(value)) return value;
  return value ? `${value}, Accept-Encoding` : 'Accept-Encoding';
}

/** `gzip` or `*` listed without `q=0`. */
function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'] ?? '';
  return header.split(',').some((entry) => {
    const [coding = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    const refused = parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter));
    return (coding === 'gzip' || coding === '*') && !refused;
  });
}
