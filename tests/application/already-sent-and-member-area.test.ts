import { describe, expect, it } from 'vitest';
import { memberAreaPath } from '@/application/config/app-config';
import { isAlreadySent } from '@/application/proposals/proposal-gateway';
import { RemoteSystemError } from '@/application/remote-system-error';

describe('a refusal because the kind was sent already', () => {
  it.each([
    ['a 409 of the proposal system', new RemoteSystemError('proposals', 409), true],
    ['a 409 of the content system', new RemoteSystemError('drupal', 409), false],
    ['another status of the proposal system', new RemoteSystemError('proposals', 403), false],
    [
      'a 409 that did not parse',
      new RemoteSystemError('proposals', 409, { reason: 'unexpected-answer' }),
      false,
    ],
    ['a lost network', new RemoteSystemError('proposals', null), false],
    [
      'any other error that says 409',
      Object.assign(new Error('409'), { system: 'proposals', reason: 'status', status: 409 }),
      false,
    ],
    ['no error at all', undefined, false],
  ])('is %s: %s', (_, error, sent) => {
    expect(isAlreadySent(error)).toBe(sent);
  });
});

describe('the member area', () => {
  it('lives at /my-{app}', () => {
    expect(memberAreaPath({ appName: 'necs' })).toBe('/my-necs');
  });
});
