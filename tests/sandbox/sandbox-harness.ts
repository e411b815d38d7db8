import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildSandbox, type SandboxOptions } from '../../sandbox/host/app';
import { CONTROL_SECRET_HEADER, newControlSecret, type ControlName } from '../../sandbox/host/control-secret';
import { SESSION_COOKIE } from '../../sandbox/drupal/session-hooks';
import { demoAccount, type DemoAccountKey } from '../../sandbox/demo-data/accounts';

export interface TestSandbox {
  app: FastifyInstance;
  dbFile: string;
  /** This run's secret of the test controls; undefined when the sandbox was started without them. */
  controlSecret: string | undefined;
  /** POSTs to a test control (`/__sandbox/{name}`) with the run's secret. */
  control(name: ControlName, payload?: object): Promise<LightMyRequestResponse>;
  /** Closes the server and its database; safe to call more than once. */
  close(): Promise<void>;
  /** Closes, then removes the temporary folder. */
  dispose(): Promise<void>;
}

/**
 * A sandbox on a fresh database in its own temporary folder, with the test controls on (behind a secret of
 * its own) unless `controls: false`.
 */
export async function startTestSandbox({
  controls = true,
  ...options
}: Partial<SandboxOptions> & { controls?: boolean } = {}): Promise<TestSandbox> {
  const folder = mkdtempSync(join(tmpdir(), 'necs-sandbox-test-'));
  const dbFile = options.dbFile ?? join(folder, 'sandbox.sqlite');
  const controlSecret = controls ? newControlSecret() : undefined;
  const app = await buildSandbox({ ...options, dbFile, controlSecret });
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= app.close());
  return {
    app,
    dbFile,
    controlSecret,
    control: (name, payload) =>
      app.inject({
        method: 'POST',
        url: `/__sandbox/${name}`,
        headers: controlSecret ? { [CONTROL_SECRET_HEADER]: controlSecret } : {},
        payload,
      }),
    close,
    async dispose() {
      await close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

export interface LoggedIn {
  /** Pass as `cookies` to `app.inject`. */
  cookies: Record<string, string>;
  uid: string;
  csrfToken: string;
  logoutToken: string;
}

export async function logIn(app: FastifyInstance, name: string, pass: string): Promise<LoggedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/cms/user/login?_format=json',
    payload: { name, pass },
  });
  if (response.statusCode !== 200) throw new Error(`login of ${name} failed: ${response.body}`);
  const body = response.json<{ current_user: { uid: string }; csrf_token: string; logout_token: string }>();
  return {
    cookies: { [SESSION_COOKIE]: sessionCookieValue(response.cookies) },
    uid: body.current_user.uid,
    csrfToken: body.csrf_token,
    logoutToken: body.logout_token,
  };
}

/** A demo account's (sandbox/demo-data/accounts.ts) login body for the content system: `{name, pass}`. */
export function loginPayload(key: DemoAccountKey): { name: string; pass: string } {
  const { mail, password } = demoAccount(key);
  return { name: mail, pass: password };
}

/** A demo account's credentials as the membership system's KP_LOGIN names them. */
export function sewobeCredentials(key: DemoAccountKey): { UPORTAL: string; PWPORTAL: string } {
  const { mail, password } = demoAccount(key);
  return { UPORTAL: mail, PWPORTAL: password };
}

/** Logs a demo account into the content system by its e-mail. */
export function logInAs(app: FastifyInstance, key: DemoAccountKey): Promise<LoggedIn> {
  const { name, pass } = loginPayload(key);
  return logIn(app, name, pass);
}

/** The portal's logout: the session's logout token in `?token=`, its cookie and its `X-CSRF-Token`; a body if given. */
export function logOut(app: FastifyInstance, who: LoggedIn, body?: { type: string; payload: string }) {
  return app.inject({
    method: 'POST',
    url: `/cms/user/logout?_format=json&token=${who.logoutToken}`,
    cookies: who.cookies,
    headers: { 'x-csrf-token': who.csrfToken, ...(body && { 'content-type': body.type }) },
    ...(body && { payload: body.payload }),
  });
}

export function sessionCookieValue(cookies: readonly { name: string; value: string }[]): string {
  const cookie = cookies.find((candidate) => candidate.name === SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie was set');
  return cookie.value;
}

export interface PageAnswer {
  data: {
    node: { nid: number; title: string; field_para_multi: Record<string, unknown>[] } | null;
    session: {
      user_id: number;
      user_name: string;
      is_member: boolean | string;
      roles: Record<string, string>;
      logout_token?: string;
    };
  };
}

export async function fetchPage(app: FastifyInstance, uri: string, cookies?: Record<string, string>) {
  const response = await app.inject({
    url: `/cms/necs-json/get/page?uri=${encodeURIComponent(uri)}`,
    cookies,
  });
  return response.json<PageAnswer>().data;
}

/** Posts a form the way the membership adapter does. */
export function postForm(app: FastifyInstance, operation: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: `/membership/zugang/api/${operation}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}
