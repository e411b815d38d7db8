import { describe, expect, it } from 'vitest';
import { MAX_TITLE_CHARACTERS, titleLength } from '@/domain/groups/topic-title';

describe('a topic title’s length, counted as the content system counts it', () => {
  it('allows the 255 characters of Drupal’s node title field', () => {
    expect(MAX_TITLE_CHARACTERS).toBe(255);
  });

  // Drupal's Length constraint counts with mb_strlen: code points, not UTF-16 units nor what the eye sees.
  it.each([
    ['plain letters', 'Screening', 9],
    ['an emoji (two UTF-16 units)', '🎬', 1],
    ['a woman scientist of medium skin tone (four code points joined)', '👩🏽‍🔬', 4],
    ['e with two combining marks', 'e\u0323\u0301', 3],
    ['Hebrew with a right-to-left mark', 'שלום\u200f', 5],
    ['control characters', 'a\u0000\u0001\u007f', 4],
    ['255 emoji', '🎬'.repeat(255), 255],
    ['nothing', '', 0],
  ])('counts %s', (_, title, length) => {
    expect(titleLength(title)).toBe(length);
  });
});
