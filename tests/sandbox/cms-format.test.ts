import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRUPAL_MODES } from '../../sandbox/drupal/drupal-mode';
import { logInAs, loginPayload, startTestSandbox, type LoggedIn, type TestSandbox } from './sandbox-harness';

const NOT_ACCEPTABLE = { message: 'No route found for the specified format html. Supported formats: json.' };

/**
 * Core's REST routes: `_format: json` is a route requirement, so without `?_format=json` there is no route.
 * (`user/logout` has an HTML route besides, tests/sandbox/cms-csrf.test.ts.)
 */
const REST_ROUTES = [
  ['GET', '/cms/rest/views/public_news/title'],
  ['GET', '/cms/rest/views/public_news/teaser'],
  ['GET', '/cms/rest/views/public_conferences/teaser'],
  ['GET', '/cms/rest/views/vocab_news/as_filter'],
  ['GET', '/cms/rest/views/vocab_tags/as_filter'],
  ['GET', '/cms/rest/views/public_timeline/standard'],
  ['GET', '/cms/user/7'],
  ['POST', '/cms/user/login'],
] as const;

/** The custom module's routes and core's session token route declare no format. */
const FORMATLESS_ROUTES = [
  '/cms/necs-json/get/page?uri=/',
  '/cms/necs-json/get/nothing',
  '/cms/necs-json/get-menu/main',
  '/cms/editablevar/json/proposal_submission',
  '/cms/session/token',
];

describe.each(DRUPAL_MODES)('the request format (%s Drupal)', (drupal) => {
  let sandbox: TestSandbox;
  let member: LoggedIn;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ drupal });
    member = await logInAs(sandbox.app, 'member');
  });
  afterAll(() => sandbox.dispose());

  it.each(REST_ROUTES)('answers %s %s without ?_format=json with 406', async (method, url) => {
    const headers = { accept: 'application/json', 'x-csrf-token': member.csrfToken };
    const response = await sandbox.app.inject({
      method,
      url: `${url}?token=${member.logoutToken}`,
      cookies: member.cookies,
      headers,
      ...(method === 'POST' && { payload: loginPayload('member') }),
    });
    expect(response.statusCode).toBe(406);
    expect(response.json()).toEqual(NOT_ACCEPTABLE);
  });

  it('names another format it was asked for', async () => {
    const response = await sandbox.app.inject('/cms/rest/views/public_news/title?_format=hal_json');
    expect(response.statusCode).toBe(406);
    expect(response.json().message).toContain('specified format hal_json.');
  });

  it.each(FORMATLESS_ROUTES)('answers %s without _format', async (url) => {
    expect((await sandbox.app.inject({ url, cookies: member.cookies })).statusCode).toBe(200);
  });
});
