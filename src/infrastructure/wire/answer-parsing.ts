/*
 * Reading an answer at the wire boundary: the parse that turns a wrong shape into a RemoteSystemError,
 * and the tolerant value schemas every adapter's schemas are built from.
 */
import * as z from 'zod/mini';
import type { RemoteSystem } from '@/application/remote-system-error';
import { unexpectedAnswer } from './unexpected-answer';

/**
 * Parses an answer at the boundary. An answer of the wrong shape becomes a RemoteSystemError, so the
 * UI's error state (with its retry) handles it like any other failed call instead of crashing.
 * Nested schemas parsed inside transforms (paragraphs, menus) throw, hence the catch, not `safeParse`.
 */
export function parseAnswer<T extends z.ZodMiniType>(
  system: RemoteSystem,
  schema: T,
  data: unknown,
): z.output<T> {
  try {
    return schema.parse(data);
  } catch (error) {
    if (!(error instanceof z.core.$ZodError)) throw error;
    throw unexpectedAnswer(system, error);
  }
}

/**
 * Building blocks shared by every adapter's schemas (zod/mini: functional, so only what is used ships).
 * Remote systems are loose about types (Drupal's MySQL driver stringifies numbers, PHP encodes an empty
 * map as `[]`), so these accept the shapes seen in the wild and hand the domain one clean type.
 */

/** A number that may arrive as a string (`"23"`). Blank strings and NaN are refused. */
export const wireNumber = z.pipe(
  z.union([z.number(), z.string().check(z.trim(), z.minLength(1))]),
  z.pipe(z.transform(Number), z.number()),
);

/** A number when the value reads as one, else null: links without a node (`""`), a missing status code. */
export const wireNumberOrNull = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => {
    const parsed = wireNumber.safeParse(value);
    return parsed.success ? parsed.data : null;
  }),
);

/** Optional text: missing or null reads as the empty string. */
export const wireText = z.pipe(
  z.nullish(z.string()),
  z.transform((text) => text ?? ''),
);

const TRUTHY = new Set<unknown>([true, 1, '1', 'true']);

/** A PHP-style flag: `true`, `1`, `"1"` and `"true"` hold; anything else (including absence) does not. */
export const wireFlag = z.pipe(
  // zod 4 makes a key required once `unknown` is transformed; a missing flag is simply false
  z.optional(z.unknown()),
  z.transform((value) => TRUTHY.has(value)),
);
