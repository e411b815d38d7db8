/** An expected outcome: either a value or a typed failure. Transport failures throw instead. */
export type Result<T, E extends { kind: string }> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

export const fail = <E extends { kind: string }>(error: E): { ok: false; error: E } => ({ ok: false, error });
