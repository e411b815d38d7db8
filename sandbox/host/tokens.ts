import { createHash, randomBytes } from 'node:crypto';

/** An unguessable token for session ids, CSRF and logout tokens. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * A UUID derived from a name, shaped like a version-5 UUID. Seeded entities keep the same uuid
 * after every reset, so screenshots, tests and bookmarks can rely on them.
 */
export function stableUuid(name: string): string {
  const hex = createHash('sha1').update(`necs-sandbox:${name}`).digest('hex');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}
