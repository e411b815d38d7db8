import { describe, expect, it, vi } from 'vitest';
import { sanitizedOnce } from '@/server/sanitized-once';

const cleaner = () => vi.fn((html: string) => html.replace(/<script>.*?<\/script>/g, ''));

describe('sanitizedOnce', () => {
  it('answers as the sanitizer does, and sanitizes each distinct body once', () => {
    const sanitize = cleaner();
    const once = sanitizedOnce(sanitize);
    expect(once('<p>a</p><script>x</script>')).toBe('<p>a</p>');
    expect(once('<p>a</p><script>x</script>')).toBe('<p>a</p>');
    expect(once('<p>b</p>')).toBe('<p>b</p>');
    expect(sanitize).toHaveBeenCalledTimes(2);
  });

  it('keeps no more than its limit, dropping the body read least recently', () => {
    const sanitize = cleaner();
    // Each body and its answer: 10 characters together; room for two.
    const once = sanitizedOnce(sanitize, 20);
    once('aaaaa');
    once('bbbbb');
    once('aaaaa'); // read again: b is now the oldest
    once('ccccc'); // drops b
    expect(sanitize).toHaveBeenCalledTimes(3);
    once('aaaaa');
    once('ccccc');
    expect(sanitize).toHaveBeenCalledTimes(3);
    once('bbbbb');
    expect(sanitize).toHaveBeenCalledTimes(4);
  });

  it('never keeps a body larger than the whole limit', () => {
    const sanitize = cleaner();
    const once = sanitizedOnce(sanitize, 10);
    once('a long body of text');
    once('a long body of text');
    expect(sanitize).toHaveBeenCalledTimes(2);
  });
});
