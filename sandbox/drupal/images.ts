import { publicFileUrl } from './hosted-files';

/** The illustrations the content system "hosts" (see sandbox/drupal/files/), with their intrinsic sizes. */
export const SANDBOX_IMAGES = {
  'projector.svg': { width: 640, height: 400 },
  'film-strip.svg': { width: 640, height: 400 },
  'screening-room.svg': { width: 640, height: 400 },
  'archive-reels.svg': { width: 640, height: 400 },
} as const;

export type SandboxImageFile = keyof typeof SANDBOX_IMAGES;

export function isSandboxImageFile(name: string): name is SandboxImageFile {
  return Object.hasOwn(SANDBOX_IMAGES, name);
}

/** As Drupal writes it: root-relative to the Drupal host (see hosted-files.ts). */
export function imageUrl(file: SandboxImageFile): string {
  return publicFileUrl(file);
}
