/**
 * Why the content system refused what a member sent (a 4xx with its reason), read from core's own words so
 * that the member is told in theirs and never shown the system's internals (docs/behaviour.md, 'Refusals in
 * words'). Core's messages are stable English texts naming the field (recorded in tests/sandbox/recorded/):
 *
 * - `topic-removed`: the comment's topic no longer exists (`entity_id… The referenced entity (node: N) does not
 *   exist.`), or the topic edited is gone;
 * - `reply-target-removed`: the comment replied to no longer exists (`pid… (comment: N) does not exist.`);
 * - `empty`: a text core would not store empty (`… This value should not be null.`);
 * - `title-too-long`: a title over the field's length (`… may not be longer than 255 characters.`);
 * - `other`: anything else, said as a plain refusal.
 */
export type RefusalReason = 'topic-removed' | 'reply-target-removed' | 'empty' | 'title-too-long' | 'other';

const REASONS: readonly (readonly [RegExp, RefusalReason])[] = [
  [/^entity_id[.\d]*(target_id)?: The referenced entity \(node: [^)]*\) does not exist/m, 'topic-removed'],
  [
    /^pid[.\d]*(target_id)?: The referenced entity \(comment: [^)]*\) does not exist/m,
    'reply-target-removed',
  ],
  [/^\w+(\.\d+\.value)?: .*may not be longer than \d+ characters/m, 'title-too-long'],
  [/^\w+: This value should not be null\./m, 'empty'],
];

/** The first reason core's message gives (a 422 may list several violations, one a line). */
export function refusalReasonOf(serverMessage: string | null): RefusalReason {
  return REASONS.find(([pattern]) => pattern.test(serverMessage ?? ''))?.[1] ?? 'other';
}
