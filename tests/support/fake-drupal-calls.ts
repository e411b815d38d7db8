import {
  HttpStatusFailure,
  type HttpRequest,
  type HttpResponse,
  type Send,
} from '@/infrastructure/http/http-request';

interface Held {
  readonly request: HttpRequest;
  answer(status?: number): void;
  fail(error?: unknown): void;
}

/** A Drupal in the test's hands: every call waits until the test answers or fails it, or its signal aborts. */
export function fakeDrupal() {
  const held: Held[] = [];
  let inFlight = 0;
  let mostAtOnce = 0;
  const send: Send = (request) =>
    new Promise<HttpResponse>((resolve, reject) => {
      mostAtOnce = Math.max(mostAtOnce, ++inFlight);
      const settle = () => inFlight--;
      request.signal?.addEventListener('abort', () => {
        settle();
        reject(request.signal!.reason);
      });
      held.push({
        request,
        answer: (status = 200) => {
          settle();
          const response = { status, data: {}, headers: new Headers() };
          if (status < 300) resolve(response);
          else reject(new HttpStatusFailure(request, response));
        },
        fail: (error = new Error('connect ECONNREFUSED')) => {
          settle();
          reject(error);
        },
      });
    });
  return { send, held, calls: () => held.length, mostAtOnce: () => mostAtOnce };
}
