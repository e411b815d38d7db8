import * as z from 'zod/mini';

/**
 * Drupal's entity normalization wraps every field in a list of items: `"title": [{"value": "..."}]`,
 * and an empty field is `[]`. These read the first item's `value`.
 */

/** A field that must hold a value. */
export function requiredField<T>(value: z.ZodMiniType<T>): z.ZodMiniType<T> {
  const item = z.object({ value });
  return z.pipe(
    z.tuple([item], item),
    z.transform(([first]) => first.value),
  );
}

/** A field that may be empty or missing; reads as `fallback` then. */
export function optionalField<T>(value: z.ZodMiniType<T>, fallback: T): z.ZodMiniType<T> {
  return z.pipe(
    z.nullish(z.array(z.object({ value }))),
    z.transform((list) => list?.[0]?.value ?? fallback),
  );
}
