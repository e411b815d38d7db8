import { describe, expect, it } from 'vitest';
import { CLOCK_LEEWAY_MS, isStoredSend, retryDelayMs } from '@/domain/groups/outbox';
import type { TopicComment } from '@/domain/groups/group';

describe('retryDelayMs', () => {
  it.each([
    [0, 2_000],
    [1, 2_000],
    [2, 4_000],
    [3, 8_000],
    [5, 32_000],
    [6, 60_000],
    [40, 60_000],
  ])('after %i failures in a row waits %i ms', (failures, ms) => {
    expect(retryDelayMs(failures)).toBe(ms);
  });
});

describe('isStoredSend', () => {
  const began = Date.parse('2026-11-27T10:00:00Z');
  const send = { replyTo: null, attemptedAt: began };
  const html = '<p>Agreed</p>';
  const comment = (change: Partial<TopicComment> = {}): TopicComment => ({
    id: 1,
    authorName: 'Marta Kowalska',
    authorUid: 7,
    created: '2026-11-27T10:00:01+00:00',
    changed: '2026-11-27T10:00:01+00:00',
    parentId: null,
    bodyHtml: html,
    ...change,
  });
  const earlier = new Date(began - CLOCK_LEEWAY_MS - 1000).toISOString();
  const withinLeeway = new Date(began - CLOCK_LEEWAY_MS + 1000).toISOString();

  it.each([
    ['the member’s comment with the text, after the send began', comment(), true],
    ['stamped by a clock a little behind the device’s', comment({ created: withinLeeway }), true],
    ['another member’s', comment({ authorUid: 8 }), false],
    ['a row that does not say whose', comment({ authorUid: null }), false],
    ['other words', comment({ bodyHtml: '<p>Agreed!</p>' }), false],
    ['a reply, for a comment on the topic', comment({ parentId: 3 }), false],
    ['older than the send: the same words said before', comment({ created: earlier }), false],
  ])('%s: %s', (_, stored, found) => {
    expect(isStoredSend(stored, send, 7, html)).toBe(found);
  });

  it('finds nothing for a send that never began', () => {
    expect(isStoredSend(comment(), { replyTo: null, attemptedAt: null }, 7, html)).toBe(false);
  });

  it('finds the text as Drupal’s text format draws it back: quotes as characters, a no-break space by name', () => {
    const sent = '<p>&quot;Agreed&quot; &amp; it&#39;s 8\u00a0pm &lt;3</p>';
    const drawn = comment({ bodyHtml: '<p>"Agreed" &amp; it\'s 8&nbsp;pm &lt;3</p>' });
    expect(isStoredSend(drawn, send, 7, sent)).toBe(true);
    expect(
      isStoredSend(comment({ bodyHtml: '<p>"Agreed" &amp; it\'s 9&nbsp;pm &lt;3</p>' }), send, 7, sent),
    ).toBe(false);
  });

  it('finds a reply in the place it answers', () => {
    expect(isStoredSend(comment({ parentId: 3 }), { replyTo: 3, attemptedAt: began }, 7, html)).toBe(true);
  });
});
