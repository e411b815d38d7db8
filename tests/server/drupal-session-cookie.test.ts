import { describe, expect, it } from 'vitest';
import { drupalSessionCookie, hasDrupalSession } from '@/server/drupal-session-cookie';

describe('the session pairs a member’s render forwards to Drupal', () => {
  it('are the session’s pairs alone, whatever else the browser sends', () => {
    expect(drupalSessionCookie('theme=dark; SSESS0f=x; necs_language=de')).toBe('SSESS0f=x');
    expect(drupalSessionCookie('SESSab=1;\tother=2;SSESScd=3')).toBe('SESSab=1; SSESScd=3');
    expect(drupalSessionCookie('theme=dark')).toBeNull();
    expect(drupalSessionCookie(undefined)).toBeNull();
  });

  it.each([
    'SESSabc=1',
    'other=1;\tSESS9=a',
    'SESS=1',
    'SSESSabc',
    'xSESSa=1',
    'a=SESS1=2',
    'a=1, SESSb=2',
    'a=1 SESSb=2',
    'a=1;\u00a0SESSb=2',
    'sessabc=1',
  ])('exist exactly when the service and nginx see a session in %j', (cookie) => {
    expect(drupalSessionCookie(cookie) !== null).toBe(hasDrupalSession(cookie));
  });
});
