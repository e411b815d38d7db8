/**
 * A form field as PHP reads it from `application/x-www-form-urlencoded`: `name[]=…` builds a list, a bare
 * `name=…` a single string, and a later one replaces what came before (`name=1&name[]=2` is the list `[2]`,
 * `name[]=1&name=2` the string `2`). Undefined when the form names neither.
 */
export function phpFormField(form: URLSearchParams, name: string): string | string[] | undefined {
  let field: string | string[] | undefined;
  for (const [key, value] of form) {
    if (key === name) field = value;
    else if (key.startsWith(`${name}[`)) field = [...(Array.isArray(field) ? field : []), value];
  }
  return field;
}

/**
 * `json_encode` of a PHP array: a list when its keys are 0, 1, 2… in order, else an object in the array's own
 * order (JavaScript would move number-like keys first).
 */
export function phpJsonArray(entries: readonly (readonly [string, number])[]): string {
  if (entries.every(([key], index) => key === String(index))) {
    return JSON.stringify(entries.map(([, value]) => value));
  }
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',')}}`;
}
