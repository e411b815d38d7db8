import * as z from 'zod/mini';
import type { CommentStatistics } from '@/domain/groups/comment-arrivals';

const count = z.number().check(z.int(), z.nonnegative());
const unixSeconds = z.number().check(z.int(), z.nonnegative());
const statisticsItem = z.object({ comment_count: count, last_comment_timestamp: unixSeconds });

/**
 * `GET node/{nid}` (core's node normalization): the comment field's statistics, its first item's
 * `comment_count` and `last_comment_timestamp` (unix seconds; 0 on a node core never counted a comment for).
 * A node without the field has no comments.
 */
export const commentStatisticsSchema = z.pipe(
  z.object({ comment: z.optional(z.array(statisticsItem)) }),
  z.transform(({ comment }): CommentStatistics => {
    const first = comment?.[0];
    if (!first) return { count: 0, lastCommentAt: null };
    const { comment_count, last_comment_timestamp: seconds } = first;
    return {
      count: comment_count,
      lastCommentAt: seconds === 0 ? null : new Date(seconds * 1000).toISOString(),
    };
  }),
);
