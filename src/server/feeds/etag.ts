/**
 * Whether a request's If-None-Match names this ETag, or is `*`: compared weakly, as RFC 9110 has it for GET,
 * since a feed's ETag is weak (feed-document.ts). Both hosts answer 304 by it.
 */
export function isUnchanged(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (ifNoneMatch === undefined || etag === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
