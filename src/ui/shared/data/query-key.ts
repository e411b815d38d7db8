/**
 * Names a load and its arguments: `['group', 12, 'topics']`, or one string (`'timeline'`). Arrays let
 * `invalidate(['group', 12])` reach every key that starts with those parts.
 */
export type QueryKey = string | readonly KeyPart[];
export type KeyPart = string | number | boolean | null;

/** Parts joined by `:`, as the server-drawn first screen's answers are named (`page:/news`, `menu:main`). */
export const keyHash = (key: QueryKey): string => (typeof key === 'string' ? key : key.join(':'));

export const keyParts = (key: QueryKey): readonly KeyPart[] => (typeof key === 'string' ? [key] : key);

/** Whether `key` starts with every part of `prefix`: part by part, so `['group', 1]` never matches 12. */
export const startsWith = (key: readonly KeyPart[], prefix: QueryKey): boolean =>
  keyParts(prefix).every((part, index) => Object.is(key[index], part));
