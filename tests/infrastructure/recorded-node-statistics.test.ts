import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { commentStatisticsSchema } from '@/infrastructure/drupal/wire/comment-statistics';
import { THIRD_RECORDING_ENTRIES, type RecordedStep } from '../support/recorded-drupal-answers';

/**
 * The adapter's read of `GET node/{nid}` held to a genuine Drupal's answers (the third recording): a node
 * without comments names no last comment (`last_comment_name` null, `cid` 0) and still reads as statistics.
 */
const nodeAnswer = (what: string) => {
  const step = THIRD_RECORDING_ENTRIES.find((entry) => entry.what === what) as RecordedStep;
  return JSON.parse(step.body) as unknown;
};

describe('the comment statistics of a genuine Drupal’s node answers', () => {
  it('reads a node without comments, whose last comment’s name is null', () => {
    const answer = nodeAnswer('GET node Z: statistics of a node without comments');
    expect(answer).toMatchObject({ comment: [{ cid: 0, last_comment_name: null }] });
    expect(z.parse(commentStatisticsSchema, answer)).toMatchObject({ count: 0 });
  });

  it('reads a node with comments, its count and latest time', () => {
    const answer = nodeAnswer('GET node A after the new comment');
    expect(z.parse(commentStatisticsSchema, answer)).toEqual({
      count: 10,
      lastCommentAt: expect.stringMatching(/^2026-11-27T/),
    });
  });
});
