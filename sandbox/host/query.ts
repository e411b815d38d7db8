/** What Fastify's query string parser yields: a string for one value, an array for a repeated key. */
export type QueryValue = string | string[] | undefined;
export type Query = Record<string, QueryValue>;

/** The first value of a query parameter, or undefined when it is absent. */
export function firstValue(value: QueryValue): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Every value of a query parameter, however it was sent. */
export function allValues(value: QueryValue): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
