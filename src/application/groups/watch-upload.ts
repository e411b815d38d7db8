import type { UploadOptions } from './group-gateway';

/** How much of a post's body is known to have gone: all of it, part of it, or unknown (no progress told). */
export type BodySent = 'all' | 'part' | 'unknown';

/**
 * Listens in on a post's upload progress, passing every report on, to know afterwards whether the whole
 * body left: a failure after that may come from a server that already stored what it got. Asked for even
 * when the caller is not interested: a post that reports progress has no answer limit (http-client.ts), so
 * a topic post never times out halfway into "posted or not?"; the member's Cancel ends a wait instead.
 */
export function watchUpload(options: UploadOptions): { options: UploadOptions; sent(): BodySent } {
  let furthest: number | null = null;
  return {
    options: {
      ...options,
      onProgress: (fraction) => {
        furthest = Math.max(furthest ?? 0, fraction);
        options.onProgress?.(fraction);
      },
    },
    sent: () => (furthest === null ? 'unknown' : furthest >= 1 ? 'all' : 'part'),
  };
}
