import { describe, expect, it } from 'vitest';
import { requestIdOf } from '@/server/observability/request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the id of a request', () => {
  it('is the one nginx sent ($request_id), or any of letters, digits and dashes up to 64', () => {
    for (const id of ['5f1c0d0b8a0e4c2b9b8e6f1a2c3d4e5f', 'A-1', 'x'.repeat(64), 'a-b-c'])
      expect(requestIdOf(id)).toBe(id);
    expect(requestIdOf(['first-one', 'second'])).toBe('first-one');
  });

  it('is one of the service’s own (a UUID) when none came, or one that could spoil a log line', () => {
    for (const header of [undefined, '', 'x'.repeat(65), 'a b', 'a\nb', 'a"b', 'id;drop', 'ü', '../x'])
      expect(requestIdOf(header), JSON.stringify(header)).toMatch(UUID);
    expect(requestIdOf(undefined)).not.toBe(requestIdOf(undefined));
  });
});
