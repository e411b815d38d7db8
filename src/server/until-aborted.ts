import type { Send } from '@/infrastructure/http/http-request';

/**
 * Every call sent through `send` is also cancelled when `signal` aborts: one time limit for all the calls a
 * server render makes, whatever limit each call has of its own.
 */
export function untilAborted(send: Send, signal: AbortSignal | undefined): Send {
  if (!signal) return send;
  return (request) =>
    send({ ...request, signal: request.signal ? AbortSignal.any([request.signal, signal]) : signal });
}
