import { describe, expect, it } from 'vitest';
import { momentOf } from '@/domain/shared/moment';

describe('momentOf', () => {
  it('reads dates with different offsets as the moments they name', () => {
    expect(momentOf('2026-01-01T09:45:00-01:00')).toBe(momentOf('2026-01-01T10:45:00Z'));
    expect(momentOf('2026-01-01T10:30:00+01:00')).toBeLessThan(momentOf('2026-01-01T10:00:00+00:00'));
  });

  it('counts a date that does not read as the earliest moment', () => {
    expect(momentOf('')).toBe(0);
    expect(momentOf('yesterday')).toBe(0);
  });
});
