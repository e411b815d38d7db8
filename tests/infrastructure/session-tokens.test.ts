import { describe, expect, it } from 'vitest';
import { RemoteSystemError } from '@/application/remote-system-error';
import { csrfTokenOf, pageSessionOf } from '@/infrastructure/drupal/drupal-connection';

/** The session's tokens as a first load reads them without zod: the rules of the wire schemas. */
describe('pageSessionOf', () => {
  const answer = (session: object) => ({ data: { session } });

  it('reads the user id, as a number or a string, and the logout token', () => {
    expect(pageSessionOf(answer({ user_id: '7', logout_token: 'abc' }))).toEqual({
      userId: 7,
      logoutToken: 'abc',
    });
    expect(pageSessionOf(answer({ user_id: 0 }))).toEqual({ userId: 0, logoutToken: null });
  });

  it.each([
    ['no session', { data: {} }],
    ['a blank user id', answer({ user_id: ' ' })],
    ['a user id that is no number', answer({ user_id: 'seven' })],
    ['an empty logout token', answer({ user_id: 7, logout_token: '' })],
    ['a logout token that is no string', answer({ user_id: 7, logout_token: 5 })],
    ['no object at all', 'oops'],
  ])('takes %s for another shape', (_case, data) => {
    expect(pageSessionOf(data)).toBeNull();
  });
});

describe('csrfTokenOf', () => {
  it('takes the plain text, trimmed', () => {
    expect(csrfTokenOf(' token\n')).toBe('token');
  });

  it.each([[''], ['  '], [null], [{ token: 'x' }]])('refuses %j as an unexpected answer', (data) => {
    expect(() => csrfTokenOf(data)).toThrow(RemoteSystemError);
    try {
      csrfTokenOf(data);
    } catch (error) {
      expect(error).toMatchObject({ reason: 'unexpected-answer' });
    }
  });
});
