import * as z from 'zod/mini';

/**
 * A view with a contextual argument that names one entity (`group/single/{id}`): a list like any other
 * (a bare array, or `{rows, pager}`), whose first row is the entity and which is empty when there is none.
 * Unlike a list, a row that does not read fails the answer: showing "not found" for a group that exists
 * would hide the problem.
 */
const answerSchema = z.union([z.array(z.unknown()), z.object({ rows: z.array(z.unknown()) })]);

export const viewsSingle = <T>(row: z.ZodMiniType<T>): z.ZodMiniType<T | null> =>
  z.pipe(
    z.pipe(
      answerSchema,
      z.transform((answer): unknown => (Array.isArray(answer) ? answer : answer.rows)[0] ?? null),
    ),
    z.nullable(row),
  );

/**
 * The same view given several entities (`group_topics/single/1+2+3`, views' "Allow multiple values"): a row for
 * each that exists. As for one, a row that does not read fails the answer rather than hiding what it holds.
 */
export const viewsEach = <T>(row: z.ZodMiniType<T>): z.ZodMiniType<T[]> =>
  z.pipe(
    z.pipe(
      answerSchema,
      z.transform((answer): unknown[] => (Array.isArray(answer) ? answer : answer.rows)),
    ),
    z.array(row),
  );
