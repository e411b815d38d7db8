import { describe, expect, it } from 'vitest';
import { KeptCode } from '@/service-worker/kept-code';

describe('the code files the worker answers from its cache', () => {
  it('are the precached ones, by path, whatever the origin or query', () => {
    const kept = new KeptCode(['/assets/index-abc.js', '/assets/index-abc.css']);
    expect(kept.holds('https://necs.org/assets/index-abc.js')).toBe(true);
    expect(kept.holds('http://localhost:8080/assets/index-abc.css?v=1')).toBe(true);
    // The editor's chunk is left to the browser until a copy of it is kept.
    expect(kept.holds('https://necs.org/assets/editor-def.js')).toBe(false);
  });

  it('and each other one once a copy of it is in the cache', () => {
    const kept = new KeptCode([]);
    kept.add('https://necs.org/assets/editor-def.js');
    expect(kept.holds('https://necs.org/assets/editor-def.js')).toBe(true);
  });
});
