/**
 * An entity id from a path segment: whole numbers above 0 written as plain digits, nothing else
 * (`3.5`, `-1`, `0x3`, `3abc` and `1e3` are not ids). Null when it is none.
 */
export function parseEntityId(text: string | undefined): number | null {
  if (text === undefined || !/^[1-9]\d{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}
