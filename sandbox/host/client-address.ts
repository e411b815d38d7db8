import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The client's address as Drupal's reverse-proxy settings make it (`reverse_proxy`,
     * `reverse_proxy_addresses`): what the login flood limits count against.
     */
    clientAddress: string;
    /**
     * Whether the client reached the portal over https, as Symfony's `Request::isSecure()` tells Drupal behind
     * the same proxies: what the session cookie's `Secure` follows (Drupal's `session.cookie_secure`).
     */
    clientUsesHttps: boolean;
  }
}

/** The environment variable of `npm start` and the nginx stack: proxy addresses, separated by commas. */
export const REVERSE_PROXY_ADDRESSES_ENV = 'SANDBOX_REVERSE_PROXY_ADDRESSES';

/** The addresses a comma-separated list names (blank entries left out); none for an unset variable. */
export function readProxyAddresses(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== '');
}

/** `::ffff:127.0.0.1` (an IPv4 address on an IPv6 socket) is 127.0.0.1. */
const normalized = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * The client's address, as Drupal's ReverseProxyMiddleware has Symfony's Request find it: the connection's
 * own address, unless it is one of the trusted `proxies`; then `X-Forwarded-For` is read from the right,
 * each trusted proxy skipped, and the first address that is not one is the client (what a client writes
 * into the header itself stays to the left of what the proxies appended, and is never believed). Entries
 * that are no IP address are left out. Without trusted proxies the header is ignored.
 */
export function clientAddressOf(
  remote: string,
  forwardedFor: string | string[] | undefined,
  proxies: readonly string[],
): string {
  const trusted = new Set(proxies.map(normalized));
  const own = normalized(remote);
  if (!trusted.has(own)) return own;
  const forwarded = [forwardedFor ?? []]
    .flat()
    .flatMap((header) => header.split(','))
    .map((entry) => normalized(entry.trim()))
    .filter((entry) => isIP(entry) !== 0);
  const chain = [...forwarded, own];
  return chain.findLast((address) => !trusted.has(address)) ?? chain[0] ?? own;
}

/**
 * Whether the client used https, as Symfony's `Request::isSecure()` decides it: the first entry of
 * `X-Forwarded-Proto` when the connection comes from a trusted proxy (what a client writes there itself is
 * never believed), otherwise whether the connection itself is encrypted.
 */
export function clientUsesHttpsOf(
  remote: string,
  encrypted: boolean,
  forwardedProto: string | string[] | undefined,
  proxies: readonly string[],
): boolean {
  const proxied = proxies.map(normalized).includes(normalized(remote));
  const first = [forwardedProto ?? []].flat()[0]?.split(',')[0]?.trim().toLowerCase();
  if (proxied && first) return ['https', 'on', 'ssl', '1'].includes(first);
  return encrypted;
}

/**
 * Sets `request.clientAddress` and `request.clientUsesHttps` on every request of the sandbox, behind the
 * proxies given (none: no proxy).
 */
export function registerClientAddress(app: FastifyInstance, proxies: readonly string[]): void {
  app.decorateRequest('clientAddress', '');
  app.decorateRequest('clientUsesHttps', false);
  app.addHook('onRequest', async (request) => {
    // Fastify trusts no proxy here (no `trustProxy`), so `request.ip` is the connection's own address and
    // `request.protocol` the connection's own scheme.
    request.clientAddress = clientAddressOf(request.ip, request.headers['x-forwarded-for'], proxies);
    request.clientUsesHttps = clientUsesHttpsOf(
      request.ip,
      request.protocol === 'https',
      request.headers['x-forwarded-proto'],
      proxies,
    );
  });
}
