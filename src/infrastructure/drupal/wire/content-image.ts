import * as z from 'zod/mini';
import type { ContentImage } from '@/domain/news/news';
import { wireNumber, wireText } from '../../wire/answer-parsing';
import { resolveFileUrl } from './file-urls';

/** A size in pixels, or null when missing. */
const pixels = z.pipe(
  z.nullish(wireNumber),
  z.transform((n) => n ?? null),
);

/** One image item as Drupal normalizes it (`{url, alt, width, height, ...}`), its URL rebased on `drupalBase`. */
export const contentImage = (drupalBase: string) =>
  z.pipe(
    z.object({ url: z.string().check(z.minLength(1)), alt: wireText, width: pixels, height: pixels }),
    z.transform((image): ContentImage => ({ ...image, url: resolveFileUrl(image.url, drupalBase) })),
  );
