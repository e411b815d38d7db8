import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { logInAs, startTestSandbox, type LoggedIn, type TestSandbox } from './sandbox-harness';

/** Requests of the proposal system's routes, made as the adapter makes them unless a test says otherwise. */

export const loginBody = (uid: number | string, o: number | string = 6) => ({
  user_id: uid,
  r: 0.42,
  k: Math.floor(Date.now() / 1000),
  t: Date.now(),
  o,
});

export const record = (uid: number, overrides: object = {}) => ({
  user_id: uid,
  user_name: 'marta.kowalska',
  event_id: '2030',
  type: 'paper',
  form_json: '{"_version":1,"title":"Repair"}',
  sent: 0,
  ...overrides,
});

export interface ProposalWorld {
  sandbox: TestSandbox;
  member: LoggedIn;
  organizer: LoggedIn;
}

/** A fresh sandbox for a describe block with the member (7) and the organizer (5) logged in to the content system. */
export function sandboxWithAuthors(): ProposalWorld {
  const world = {} as ProposalWorld;
  beforeAll(async () => {
    world.sandbox = await startTestSandbox();
    world.member = await logInAs(world.sandbox.app, 'member');
    world.organizer = await logInAs(world.sandbox.app, 'organizer');
  });
  afterAll(() => world.sandbox.dispose());
  return world;
}

/** Logs in to the proposal system with a content session's cookies; the answer as it came. */
export const proposalLogin = (app: FastifyInstance, body: object, cookies?: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/proposals/login', payload: body, cookies });

/** A bearer token of that content session's user (`o` 6, or 5 for an organizer). */
export async function tokenFor(app: FastifyInstance, who: LoggedIn, o: 5 | 6 = 6): Promise<string> {
  const response = await proposalLogin(app, loginBody(Number(who.uid), o), who.cookies);
  if (response.statusCode !== 200) throw new Error(`proposal login failed: ${response.body}`);
  return response.json<string>();
}

/** A call with a bearer token (or none). */
export const withToken = (
  app: FastifyInstance,
  token: string | null,
  method: 'GET' | 'PUT',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url: `/proposals/${url}`,
    payload,
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  });
