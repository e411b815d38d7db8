import { fileURLToPath } from 'node:url';
import { PREFIXES } from './prefixes';

/** The illustrations the content system "hosts" (see sandbox/files/), with their intrinsic sizes. */
export const SANDBOX_IMAGES = {
  'projector.svg': { width: 640, height: 400 },
  'film-strip.svg': { width: 640, height: 400 },
  'screening-room.svg': { width: 640, height: 400 },
  'archive-reels.svg': { width: 640, height: 400 },
} as const;

export type SandboxImageFile = keyof typeof SANDBOX_IMAGES;

export const IMAGE_DIRECTORY = fileURLToPath(new URL('./files/', import.meta.url));

export function isSandboxImageFile(name: string): name is SandboxImageFile {
  return Object.hasOwn(SANDBOX_IMAGES, name);
}

/** Root-relative, so the page works whichever host and port the sandbox runs on. */
export function imageUrl(file: SandboxImageFile): string {
  return `${PREFIXES.cms}/sites/default/files/${file}`;
}
