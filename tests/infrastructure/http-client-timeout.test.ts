import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RemoteSystemError } from '@/application/remote-system-error';
import { ANSWER_TIMEOUT_MS, createHttpClient } from '@/infrastructure/http/http-client';
import type { HttpRequest } from '@/infrastructure/http/http-request';

/** A transport whose answers never come; like fetch, it rejects with an AbortError once its signal aborts. */
function stalledTransport() {
  const sent: HttpRequest[] = [];
  const send = (request: HttpRequest) => {
    sent.push(request);
    return new Promise<never>((_, reject) =>
      request.signal?.addEventListener('abort', () =>
        reject(new DOMException('The operation was aborted.', 'AbortError')),
      ),
    );
  };
  return { send, sent };
}

describe('createHttpClient: an answer that does not come', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const stalledClient = () => {
    const http = createHttpClient({ system: 'drupal', baseURL: '/cms/' });
    const transport = stalledTransport();
    http.transport = transport.send;
    return { http, sent: transport.sent };
  };

  it('gives up after the answer limit: the call is aborted and fails with reason "network"', async () => {
    const { http, sent } = stalledClient();
    const failure = http.get('get/page').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS - 1);
    expect(sent[0]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent[0]?.signal?.aborted).toBe(true);
    const error = await failure;
    expect(error).toBeInstanceOf(RemoteSystemError);
    expect(error).toMatchObject({ reason: 'network', status: null, isRetryable: true, waitedMs: 25_000 });
    expect((error as Error).message).toBe('No answer within 25 seconds');
  });

  it('reports the caller’s own abort as "cancelled", not as a timeout, and passes it to the transport', async () => {
    const { http, sent } = stalledClient();
    const caller = new AbortController();
    const failure = http.get('get/page', { signal: caller.signal }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    caller.abort();
    expect(sent[0]?.signal?.aborted).toBe(true);
    expect(await failure).toMatchObject({ name: 'RemoteSystemError', reason: 'cancelled' });
  });

  it('lets a request set its own limit, or none (an upload that reports its progress has none)', async () => {
    const { http, sent } = stalledClient();
    const short = http.get('quick', { timeoutMs: 1000 }).catch((error: unknown) => error);
    void http.post('upload', 'bytes', { onUploadProgress: () => undefined });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await short).toMatchObject({
      reason: 'network',
      message: 'No answer within 1 second',
      waitedMs: 1_000,
    });
    await vi.advanceTimersByTimeAsync(10 * ANSWER_TIMEOUT_MS);
    expect(sent[1]?.signal?.aborted).toBe(false);
  });

  it('leaves no timer behind once the answer has come', async () => {
    const http = createHttpClient({ system: 'drupal', baseURL: '/cms/' });
    http.transport = async () => ({ status: 200, data: 'ok', headers: new Headers() });
    await http.get('fast');
    expect(vi.getTimerCount()).toBe(0);
  });
});
