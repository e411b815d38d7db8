/**
 * An entity id from a path segment: whole numbers above 0 written as plain digits, nothing else
 * (`3.5`, `-1`, `0x3`, `3abc` and `1e3` are not ids). Null when it is none.
 */
export function parseEntityId(text: string | undefined): number | null {
  if (text === undefined || !/^[1-9]\d{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * Several ids as views' numeric argument reads them with "Allow multiple values" (`break_phrase`): `1+2+3`
 * for any of them (`+`, or a space as a decoded `+` arrives). Null when any part is no id.
 */
export function parseEntityIds(text: string | undefined): number[] | null {
  const ids = (text ?? '').split(/[+ ]/).map(parseEntityId);
  return ids.every((id) => id !== null) ? ids : null;
}
