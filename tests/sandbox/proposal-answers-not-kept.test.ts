import { describe, expect, it } from 'vitest';
import {
  loginBody,
  proposalLogin,
  record,
  sandboxWithAuthors,
  tokenFor,
  withToken,
} from './proposal-requests';

/**
 * Issue 80, point 3: a proposal answer is one member's words, token or refusal; through nginx it is marked
 * `no-store` (deploy/nginx-site.ts), and the sandbox says the same, so that under `npm start` the browser's HTTP
 * cache never hands the member's stored proposal to the next account logging in on the same browser.
 */
describe('the proposal system’s answers', () => {
  const world = sandboxWithAuthors();
  const app = () => world.sandbox.app;

  it('are never kept by a cache: a token, a stored form, a save, a refusal, a logout', async () => {
    await world.sandbox.control('open-call', { event_id: '2040' });
    const token = await tokenFor(app(), world.member);
    const answers = {
      login: await proposalLogin(app(), loginBody(7), world.member.cookies),
      refusedLogin: await proposalLogin(app(), loginBody(7)),
      save: await withToken(app(), token, 'PUT', 'forms-data/update', record(7, { event_id: '2040' })),
      read: await withToken(app(), token, 'GET', 'forms-data/single/7/2040/paper'),
      noForm: await withToken(app(), token, 'GET', 'forms-data/single/7/2040/panel'),
      noToken: await withToken(app(), 'not-a-token', 'GET', 'forms-data/single/7/2040/paper'),
      logout: await withToken(app(), token, 'GET', 'logout'),
    };
    expect(answers.read.statusCode).toBe(200);
    expect(
      Object.fromEntries(
        Object.entries(answers).map(([name, answer]) => [name, answer.headers['cache-control']]),
      ),
    ).toEqual(Object.fromEntries(Object.keys(answers).map((name) => [name, 'no-store'])));
  });
});
