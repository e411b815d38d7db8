import { describe, expect, it } from 'vitest';
import { commentAddress, commentAnchor, topicAddress } from '@/domain/groups/topic-address';

describe('where a topic and its comments are', () => {
  it('puts a topic at the groups’ topic screen, and a comment at its anchor there, as core anchors comments', () => {
    expect(topicAddress(906)).toBe('/group_topics/single/906');
    expect(commentAnchor(25)).toBe('comment-25');
    expect(commentAddress(906, 25)).toBe('/group_topics/single/906#comment-25');
  });
});
