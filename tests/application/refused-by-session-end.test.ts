import { describe, expect, it } from 'vitest';
import { RemoteSystemError } from '@/application/remote-system-error';
import { refusedBySessionEnd } from '@/application/session/refused-by-session-end';

const ended = { expired: true };
const holds = { expired: false };

describe('whether a read failed because the session ended', () => {
  it.each([
    ['Drupal’s 403 to a session it no longer knows', new RemoteSystemError('drupal', 403)],
    ['the membership system’s 401', new RemoteSystemError('sewobe', 401)],
    ['the proposal system’s 401', new RemoteSystemError('proposals', 401)],
  ])('says so of %s once the session is known to have ended', (_, error) => {
    expect(refusedBySessionEnd(error, ended)).toBe(true);
  });

  it.each([
    ['a 403 while the session holds (not allowed)', new RemoteSystemError('drupal', 403), holds],
    ['a 401 while the session holds', new RemoteSystemError('sewobe', 401), holds],
    ['a server error', new RemoteSystemError('drupal', 500), ended],
    ['a page that is not there', new RemoteSystemError('drupal', 404), ended],
    ['no answer', new RemoteSystemError('drupal', null), ended],
    ['an unreadable answer', new RemoteSystemError('drupal', 403, { reason: 'unexpected-answer' }), ended],
    ['an error of the code', new Error('Request failed with status code 403'), ended],
    ['no error at all', undefined, ended],
  ])('leaves %s an error', (_, error, state) => {
    expect(refusedBySessionEnd(error, state)).toBe(false);
  });
});
