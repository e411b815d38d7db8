import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpStatusFailure } from '@/infrastructure/http/http-request';
import { nodeTransport } from '@/server/node-transport';

/**
 * The renderer's transport against a real HTTP server: it must read every answer as the browser's fetch
 * transport does (fetch-transport.ts), since the same adapters parse what it returns.
 */
let server: Server;
let base: string;
const asked: { url: string; headers: IncomingHttpHeaders; method?: string; body?: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.pathname === '/form') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        asked.push({ url: request.url ?? '', headers: request.headers, method: request.method, body });
        response.end('{"1":1795656561}');
      });
      return;
    }
    asked.push({ url: request.url ?? '', headers: request.headers });
    if (url.pathname === '/json') return void response.end(JSON.stringify({ title: 'Café', id: 7 }));
    if (url.pathname === '/text') return void response.end('not json');
    if (url.pathname === '/empty') return void response.end();
    if (url.pathname === '/missing') {
      response.writeHead(404, { 'X-Reason': 'none' });
      return void response.end(JSON.stringify({ message: 'No page' }));
    }
    if (url.pathname === '/moved') {
      response.writeHead(302, { Location: '/json?moved=1' });
      return void response.end();
    }
    if (url.pathname === '/elsewhere') {
      // The same server under another name: another origin to the transport.
      response.writeHead(302, { Location: base.replace('127.0.0.1', 'localhost') + 'json?away=1' });
      return void response.end();
    }
    if (url.pathname === '/loop') {
      response.writeHead(301, { Location: '/loop' });
      return void response.end();
    }
    if (url.pathname === '/never') return; // an answer that never comes
    response.writeHead(200, { 'Set-Cookie': ['a=1', 'b=2'], 'Content-Type': 'application/json' });
    response.end('[1,2]');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('nodeTransport', () => {
  it('reads JSON when the body parses, with the query and the JSON Accept header', async () => {
    const answer = await nodeTransport(base)({
      method: 'get',
      url: 'json',
      params: { uri: '/', tags: ['a', 'b'] },
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(answer).toMatchObject({ status: 200, data: { title: 'Café', id: 7 } });
    expect(asked.at(-1)?.url).toBe('/json?uri=%2F&tags%5B%5D=a&tags%5B%5D=b');
    expect(asked.at(-1)?.headers).toMatchObject({
      accept: 'application/json',
      'accept-encoding': 'identity',
    });
  });

  it('reads a body that is no JSON as text, an empty one as the empty string, and text when asked', async () => {
    const send = nodeTransport(base);
    expect((await send({ method: 'get', url: 'text' })).data).toBe('not json');
    expect((await send({ method: 'get', url: 'empty' })).data).toBe('');
    expect((await send({ method: 'get', url: 'json', responseType: 'text' })).data).toBe(
      '{"title":"Café","id":7}',
    );
  });

  it('gives the answer’s headers, repeated ones included', async () => {
    const answer = await nodeTransport(base)({ method: 'get', url: 'cookies' });
    expect(answer.data).toEqual([1, 2]);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(answer.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
  });

  it('fails an answer outside 200–299 with HttpStatusFailure, holding the answer', async () => {
    const failure = await nodeTransport(base)({ method: 'get', url: 'missing' }).catch((error) => error);
    expect(failure).toBeInstanceOf(HttpStatusFailure);
    expect(failure.response).toMatchObject({ status: 404, data: { message: 'No page' } });
    expect(failure.response.headers.get('x-reason')).toBe('none');
  });

  it('follows a redirect as fetch does, and fails a loop of them', async () => {
    const send = nodeTransport(base);
    expect((await send({ method: 'get', url: 'moved' })).data).toEqual({ title: 'Café', id: 7 });
    expect(asked.at(-1)?.url).toBe('/json?moved=1');
    await expect(send({ method: 'get', url: 'loop' })).rejects.toBeInstanceOf(HttpStatusFailure);
  });

  it('sends a member’s cookie through redirects on Drupal’s origin, and never to another', async () => {
    const send = nodeTransport(base);
    const headers = { Cookie: 'SESSab=member' };
    await send({ method: 'get', url: 'moved', headers });
    expect(asked.at(-2)?.headers.cookie).toBe('SESSab=member');
    expect(asked.at(-1)?.headers.cookie).toBe('SESSab=member');
    await send({ method: 'get', url: 'elsewhere', headers });
    expect(asked.at(-2)?.headers.cookie).toBe('SESSab=member');
    expect(asked.at(-1)).toMatchObject({ url: '/json?away=1' });
    expect(asked.at(-1)?.headers.cookie).toBeUndefined();
  });

  it('rejects with the signal’s reason when the call is cancelled, before or while it waits', async () => {
    const send = nodeTransport(base);
    const early = new AbortController();
    early.abort();
    await expect(send({ method: 'get', url: 'json', signal: early.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    const late = new AbortController();
    const waiting = send({ method: 'get', url: 'never', signal: late.signal });
    setTimeout(() => late.abort(new DOMException('late', 'TimeoutError')), 20);
    await expect(waiting).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('refuses to write: a server render only reads', async () => {
    await expect(nodeTransport(base)({ method: 'post', url: 'json', data: {} })).rejects.toThrow(
      /only reads/,
    );
  });

  it('sends a POST that only reads (the history timestamps) with its form body, as fetch would', async () => {
    const form = new URLSearchParams([
      ['node_ids[]', '1'],
      ['node_ids[]', '2'],
    ]);
    const answer = await nodeTransport(base)({ method: 'post', url: 'form', data: form, readsOnly: true });
    expect(answer.data).toEqual({ 1: 1795656561 });
    expect(asked.at(-1)).toMatchObject({
      method: 'POST',
      body: 'node_ids%5B%5D=1&node_ids%5B%5D=2',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    });
  });
});
