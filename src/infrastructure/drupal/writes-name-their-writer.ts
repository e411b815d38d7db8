import type { HttpRequest, Send } from '../http/http-request';

/**
 * A call that changes something in the content system was written without its writer: a fault of the code,
 * caught before anything is sent, since such a call would go as whichever account holds the browser's session.
 */
export class WriteWithoutWriter extends Error {
  override readonly name = 'WriteWithoutWriter';
  constructor(request: HttpRequest) {
    super(`${request.method.toUpperCase()} ${request.url} changes the content system but names no writer`);
  }
}

/**
 * Every call to the content system that changes something goes as its writer: with `csrf: { writer }`, so with
 * a token of that user's session only (drupal-connection.ts). Any method but GET changes something unless it
 * is marked `readsOnly`; a GET that changes something (the working groups' join and leave) says so by its
 * writer. The login and the logout act on the session itself, for whoever holds it (`ownsSession`).
 */
export function writesNameTheirWriter(send: Send): Send {
  return (request) => {
    const changes = request.method !== 'get' && !request.readsOnly;
    const named = typeof request.csrf === 'object';
    if (changes && !named && !request.ownsSession) return Promise.reject(new WriteWithoutWriter(request));
    return send(request);
  };
}
