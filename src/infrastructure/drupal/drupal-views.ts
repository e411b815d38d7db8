import type * as z from 'zod/mini';
import { isGroupId } from '@/domain/groups/group';
import type { HttpClient } from '../http/http-client';
import { parseAnswer } from '../wire/answer-parsing';

/** Drupal picks the format from this query parameter only; REST routes answer 406 without it. */
export const JSON_FORMAT = { _format: 'json' } as const;

/** A Views REST export (or another JSON route) read with `schema`: a wrong answer is `unexpected-answer`. */
export async function drupalView<T>(
  http: HttpClient,
  path: string,
  schema: z.ZodMiniType<T>,
  { params = {}, csrf, signal }: { params?: object; csrf?: 'session'; signal?: AbortSignal } = {},
): Promise<T> {
  const { data } = await http.get<unknown>(path, { params: { ...JSON_FORMAT, ...params }, csrf, signal });
  return parseAnswer('drupal', schema, data);
}

/** Ids go into paths: whole numbers above 0 only (docs/behaviour.md, Ids and guards), so no value can change which route is called. */
export function wholeId(id: number): number {
  if (!isGroupId(id)) throw new RangeError(`Id ${id} is not a whole number above 0.`);
  return id;
}
