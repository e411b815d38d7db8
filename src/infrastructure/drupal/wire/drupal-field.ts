import { z } from 'zod';

/**
 * Drupal's entity normalization wraps every field in a list of items: `"title": [{"value": "..."}]`,
 * and an empty field is `[]`. These read the first item's `value`.
 */

/** A field that must hold a value. */
export function requiredField<T>(value: z.ZodType<T>): z.ZodType<T> {
  const item = z.object({ value });
  return z.tuple([item], item).transform(([first]) => first.value);
}

/** A field that may be empty or missing; reads as `fallback` then. */
export function optionalField<T>(value: z.ZodType<T>, fallback: T): z.ZodType<T> {
  return z
    .array(z.object({ value }))
    .nullish()
    .transform((list) => list?.[0]?.value ?? fallback);
}
