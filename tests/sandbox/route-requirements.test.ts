import { describe, expect, it } from 'vitest';
import type { DrupalMode } from '../../sandbox/drupal/drupal-mode';
import {
  checkRouteRequirements,
  type RequestFacts,
  type RouteRequirements,
} from '../../sandbox/drupal/route-requirements';
import { DISCUSSIONS_REFUSAL } from '../../sandbox/drupal/discussion-access';

const SESSION = { id: 's', uid: 7, csrfToken: 'csrf', logoutToken: 'logout' };
const JSON_FORMAT = { _format: 'json' };

const request = (facts: Partial<RequestFacts>): RequestFacts => ({
  method: 'POST',
  query: JSON_FORMAT,
  csrfHeader: undefined,
  session: SESSION,
  readsDiscussions: () => true,
  ...facts,
});

const MISSING_HEADER = { status: 403, message: 'X-CSRF-Token request header is missing' };
const INVALID_HEADER = { status: 403, message: 'X-CSRF-Token request header is invalid' };
const MISSING_TOKEN = { status: 403, message: "'csrf_token' URL query argument is missing." };
const INVALID_TOKEN = { status: 403, message: "'csrf_token' URL query argument is invalid." };
const NO_DISCUSSIONS = { status: 403, message: DISCUSSIONS_REFUSAL };
const notAcceptable = (format: string) => ({
  status: 406,
  message: `No route found for the specified format ${format}. Supported formats: json.`,
});

type Case = [string, RouteRequirements, Partial<RequestFacts>, DrupalMode, object | undefined];

const CASES: Case[] = [
  ['_format missing', { requestFormat: 'json' }, { query: {} }, 'core', notAcceptable('html')],
  ['_format=xml', { requestFormat: 'json' }, { query: { _format: 'xml' } }, 'site', notAcceptable('xml')],
  ['_format=json', { requestFormat: 'json' }, { method: 'GET' }, 'core', undefined],
  ['no _format on a custom route', {}, { method: 'GET', query: {} }, 'core', undefined],
  [
    '406 before any access check',
    { requestFormat: 'json', csrf: 'header' },
    { query: {} },
    'core',
    notAcceptable('html'),
  ],
  [
    'anonymous-only route, logged in',
    { userIsLoggedIn: false },
    {},
    'core',
    { status: 403, message: 'This route can only be accessed by anonymous users.' },
  ],
  [
    'authenticated-only route, anonymous',
    { userIsLoggedIn: true },
    { session: null },
    'core',
    { status: 403, message: 'This route can only be accessed by authenticated users.' },
  ],
  ['header declared, POST without it', { csrf: 'header' }, {}, 'core', MISSING_HEADER],
  [
    'header declared, POST with a wrong one',
    { csrf: 'header' },
    { csrfHeader: 'forged' },
    'core',
    INVALID_HEADER,
  ],
  ['header declared, POST with it', { csrf: 'header' }, { csrfHeader: 'csrf' }, 'core', undefined],
  [
    'header declared, anonymous POST (no session cookie)',
    { csrf: 'header' },
    { session: null },
    'core',
    undefined,
  ],
  [
    'header declared, GET (core allows read-only methods)',
    { csrf: 'header' },
    { method: 'GET' },
    'core',
    undefined,
  ],
  [
    'header on GETs too, GET without it',
    { csrf: 'header-any-method' },
    { method: 'GET' },
    'core',
    MISSING_HEADER,
  ],
  [
    'header on GETs too, GET without it, site',
    { csrf: 'header-any-method' },
    { method: 'GET' },
    'site',
    MISSING_HEADER,
  ],
  [
    'header on GETs too, GET with it',
    { csrf: 'header-any-method' },
    { method: 'GET', csrfHeader: 'csrf' },
    'core',
    undefined,
  ],
  [
    'header on GETs too, anonymous GET',
    { csrf: 'header-any-method' },
    { method: 'GET', session: null },
    'site',
    undefined,
  ],
  ['nothing declared, POST without header, core', {}, {}, 'core', undefined],
  ['nothing declared, POST without header, site', {}, {}, 'site', MISSING_HEADER],
  [
    'nothing declared, DELETE with a wrong header, site',
    {},
    { method: 'DELETE', csrfHeader: 'x' },
    'site',
    INVALID_HEADER,
  ],
  ['nothing declared, GET without header, site', {}, { method: 'GET' }, 'site', undefined],
  ['query token declared, none given', { csrf: 'query-token' }, {}, 'core', MISSING_TOKEN],
  [
    'query token declared, a wrong one',
    { csrf: 'query-token' },
    { query: { token: 'x' } },
    'core',
    INVALID_TOKEN,
  ],
  [
    'query token declared, anonymous',
    { csrf: 'query-token' },
    { query: { token: 'logout' }, session: null },
    'core',
    INVALID_TOKEN,
  ],
  [
    'query token declared, the right one, no header, core',
    { csrf: 'query-token' },
    { query: { token: 'logout' } },
    'core',
    undefined,
  ],
  [
    'query token declared, the right one, no header, site',
    { csrf: 'query-token' },
    { query: { token: 'logout' } },
    'site',
    MISSING_HEADER,
  ],
  [
    'query token and header, site',
    { csrf: 'query-token' },
    { query: { token: 'logout' }, csrfHeader: 'csrf' },
    'site',
    undefined,
  ],
  [
    'discussions, a reader',
    { requestFormat: 'json', readsDiscussions: true },
    { method: 'GET' },
    'core',
    undefined,
  ],
  [
    'discussions, not a reader',
    { requestFormat: 'json', readsDiscussions: true },
    { method: 'GET', readsDiscussions: () => false },
    'site',
    NO_DISCUSSIONS,
  ],
  [
    'discussions, a visitor',
    { requestFormat: 'json', readsDiscussions: true },
    { method: 'GET', session: null, readsDiscussions: () => false },
    'core',
    NO_DISCUSSIONS,
  ],
  [
    '406 before the permission',
    { requestFormat: 'json', readsDiscussions: true },
    { method: 'GET', query: {}, readsDiscussions: () => false },
    'site',
    notAcceptable('html'),
  ],
  [
    'no discussions declared, not a reader',
    { requestFormat: 'json' },
    { method: 'GET', readsDiscussions: () => false },
    'site',
    undefined,
  ],
];

describe('route requirements, as Drupal checks them', () => {
  it.each(CASES)('%s', (_case, requirements, facts, mode, refusal) => {
    expect(checkRouteRequirements(requirements, request(facts), mode)).toEqual(refusal);
  });
});
