import { describe, expect, it } from 'vitest';
import { drawnInTopicOrder } from '@/ui/groups/topic-order-drawn';

const root = (html: string) => {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
};

/** Whether main.tsx may take a server-drawn screen over for a reader's topic order. */
describe('a drawn screen and the reader’s topic order', () => {
  it('agrees when the screen holds no list of topics, whatever the order', () => {
    expect(drawnInTopicOrder(root('<main><h1>News</h1></main>'), 'activity')).toBe(true);
  });

  it('agrees when the list was drawn in the reader’s order, and not when in another', () => {
    const drawn = root('<section><div data-topic-order="newest"><ul></ul></div></section>');
    expect(drawnInTopicOrder(drawn, 'newest')).toBe(true);
    expect(drawnInTopicOrder(drawn, 'activity')).toBe(false);
  });
});
