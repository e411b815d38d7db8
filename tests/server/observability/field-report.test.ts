import { describe, expect, it } from 'vitest';
import { fieldReportOf } from '@/server/observability/field-report';

describe('a browser’s field report, as the service counts it', () => {
  it.each([
    [
      { path: '/group/7', metric: 'LCP', value: 2300 },
      { screen: 'group', metric: 'LCP', value: 2300 },
    ],
    [
      { path: '/', metric: 'INP', value: 0 },
      { screen: 'home', metric: 'INP', value: 0 },
    ],
    [
      { path: '/news/a-call', metric: 'CLS', value: 0.12 },
      { screen: 'content', metric: 'CLS', value: 0.12 },
    ],
    [
      { path: '/my-necs', error: 'unhandledrejection' },
      { screen: 'member-area', error: 'unhandledrejection' },
    ],
    [
      { path: '/404/x', error: 'error' },
      { screen: 'not-found', error: 'error' },
    ],
  ])('counts %j as %j, the screen read from the path by the service', (body, report) => {
    expect(fieldReportOf(body, 'necs')).toEqual(report);
  });

  it('reads the member area under the deployment’s app name', () => {
    expect(fieldReportOf({ path: '/my-film', error: 'error' }, 'film')).toEqual({
      screen: 'member-area',
      error: 'error',
    });
  });

  it.each([
    ['no object', 'LCP'],
    ['null', null],
    ['an array', [{ path: '/', metric: 'LCP', value: 1 }]],
    ['a screen label of its own', { path: '/', metric: 'LCP', value: 1, screen: 'group' }],
    ['an error message', { path: '/', error: 'error', message: 'x is undefined' }],
    ['a stack', { path: '/', error: 'error', stack: 'at f (app.js:1:2)' }],
    ['an identifier', { path: '/', metric: 'CLS', value: 0.1, id: 'v5-123' }],
    ['an error and a metric at once', { path: '/', metric: 'CLS', value: 0.1, error: 'error' }],
    ['an unknown metric', { path: '/', metric: 'FCP', value: 1 }],
    ['a metric in lower case', { path: '/', metric: 'lcp', value: 1 }],
    ['an unknown error kind', { path: '/', error: 'TypeError' }],
    ['a value as text', { path: '/', metric: 'LCP', value: '1' }],
    ['a negative value', { path: '/', metric: 'INP', value: -1 }],
    ['an LCP over a minute', { path: '/', metric: 'LCP', value: 60_001 }],
    ['an INP over half a minute', { path: '/', metric: 'INP', value: 30_001 }],
    ['a CLS over 10', { path: '/', metric: 'CLS', value: 10.5 }],
    ['no value', { path: '/', metric: 'LCP' }],
    ['no path', { metric: 'LCP', value: 1 }],
    ['a query', { path: '/search?q=name', metric: 'LCP', value: 1 }],
    ['a fragment', { path: '/about-us#team', metric: 'LCP', value: 1 }],
    ['an address', { path: 'https://example.org/', metric: 'LCP', value: 1 }],
    ['another origin’s path', { path: '//example.org/', metric: 'LCP', value: 1 }],
    ['a control character', { path: '/a\nb', metric: 'LCP', value: 1 }],
    ['a path too long', { path: `/${'a'.repeat(512)}`, metric: 'LCP', value: 1 }],
  ])('refuses %s', (_, body) => {
    expect(fieldReportOf(body, 'necs')).toBeNull();
  });

  it('refuses values that are not finite numbers', () => {
    for (const value of [NaN, Infinity])
      expect(fieldReportOf({ path: '/', metric: 'LCP', value }, 'necs')).toBeNull();
  });
});
