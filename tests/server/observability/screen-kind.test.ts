import { describe, expect, it } from 'vitest';
import { renderOutcome } from '@/server/observability/render-outcome';
import { screenKindOf } from '@/server/observability/screen-kind';

describe('the kind of screen a render drew, as a metric’s label', () => {
  it.each([
    ['/', undefined, 'home'],
    ['/about-us', 'page', 'content'],
    ['/news', 'page', 'content'],
    ['/news/2026-call', 'news', 'news'],
    ['/conferences/2027-lisbon', 'conference', 'conference'],
    ['/no-such-page', undefined, 'content'],
    ['/404/no-such-page', undefined, 'not-found'],
    ['/search', undefined, 'search'],
    ['/group', undefined, 'group-list'],
    ['/group/7', undefined, 'group'],
    ['/group_topics/single/12', undefined, 'topic'],
    ['/my-necs', undefined, 'member-area'],
    ['/conference-proposals/paper', undefined, 'proposal'],
    ['/user/account', undefined, 'account'],
    ['/user/login', undefined, 'login'],
    ['/user/first-login', undefined, 'login'],
    ['/about-static', undefined, 'about'],
  ] as const)('%s (a %s) is %s', (path, contentType, kind) => {
    expect(screenKindOf(path, 'necs', contentType)).toBe(kind);
  });

  it('finds the member area under the app’s own name only', () => {
    expect(screenKindOf('/my-film', 'film')).toBe('member-area');
    expect(screenKindOf('/my-necs', 'film')).toBe('content');
  });

  it.each([
    [200, true, undefined, 'drawn'],
    [404, true, undefined, 'not_found'],
    [200, false, undefined, 'browser'],
    [503, false, new Error('refused'), 'unavailable'],
    [503, false, undefined, 'unavailable'],
    [200, false, new Error('a member’s, refused'), 'unavailable'],
    [500, false, new Error('bug'), 'failed'],
  ] as const)(
    'a render answered %i, drawn %s, failing with %s, ended %s',
    (status, drawn, failure, outcome) => {
      expect(renderOutcome(status, drawn, failure)).toBe(outcome);
    },
  );
});
