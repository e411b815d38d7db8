import { describe, expect, it, vi } from 'vitest';
import type { HttpRequest, HttpResponse, Send } from '@/infrastructure/http/http-request';
import { sharedReads } from '@/server/shared-reads';

/** A remote system whose answers come when the test says, each call remembered with its signal. */
function slowSystem() {
  const calls: { request: HttpRequest; answer: (data: unknown) => void; fail: (error: unknown) => void }[] =
    [];
  const send = vi.fn<Send>(
    (request) =>
      new Promise<HttpResponse>((resolve, reject) => {
        calls.push({
          request,
          answer: (data) => resolve({ status: 200, headers: new Headers(), data }),
          fail: reject,
        });
        request.signal?.addEventListener('abort', () => reject(request.signal!.reason));
      }),
  );
  return { send, calls };
}

const MENU: HttpRequest = { method: 'get', url: 'necs-json/get/menu', params: { type: 'main' } };

describe('sharedReads', () => {
  it('sends a read that is already on its way once, and gives its answer to each who asked', async () => {
    const { send, calls } = slowSystem();
    const reads = sharedReads(send);
    const first = reads({ ...MENU, signal: new AbortController().signal });
    const second = reads({ ...MENU, signal: new AbortController().signal });
    expect(send).toHaveBeenCalledTimes(1);
    calls[0]!.answer({ items: [] });
    expect((await first).data).toEqual({ items: [] });
    expect((await second).data).toEqual({ items: [] });
  });

  it('keeps no answer past its arrival: a read asked afterwards is sent again', async () => {
    const { send, calls } = slowSystem();
    const reads = sharedReads(send);
    const first = reads(MENU);
    calls[0]!.answer('one');
    await first;
    const later = reads(MENU);
    expect(send).toHaveBeenCalledTimes(2);
    calls[1]!.answer('two');
    expect((await later).data).toBe('two');
  });

  it('tells different reads apart by address, query, headers and how the answer is read', async () => {
    const { send } = slowSystem();
    const reads = sharedReads(send);
    void reads(MENU);
    void reads({ ...MENU, params: { type: 'footer' } });
    void reads({ ...MENU, headers: { 'Accept-Language': 'de' } });
    void reads({ ...MENU, responseType: 'text' });
    void reads({ ...MENU, url: 'necs-json/get/page' });
    expect(send).toHaveBeenCalledTimes(5);
  });

  it('gives a failure to each who waited', async () => {
    const { send, calls } = slowSystem();
    const reads = sharedReads(send);
    const first = reads(MENU);
    const second = reads(MENU);
    calls[0]!.fail(new Error('refused'));
    await expect(first).rejects.toThrow('refused');
    await expect(second).rejects.toThrow('refused');
  });

  it('lets a render leave at its own limit while another waits on, and cancels the call when the last one leaves', async () => {
    const { send, calls } = slowSystem();
    const reads = sharedReads(send);
    const early = new AbortController();
    const late = new AbortController();
    const leaving = reads({ ...MENU, signal: early.signal });
    const staying = reads({ ...MENU, signal: late.signal });
    early.abort(new DOMException('limit', 'TimeoutError'));
    await expect(leaving).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(calls[0]!.request.signal?.aborted).toBe(false);
    late.abort();
    await expect(staying).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls[0]!.request.signal?.aborted).toBe(true);
  });

  it('sends anew a read asked just after the last one waiting left, instead of joining the cancelled call', async () => {
    const { calls, send } = slowSystem();
    // A system whose cancelled call settles only later, as a socket closes.
    const late = vi.fn<Send>((request) => send({ ...request, signal: undefined }));
    const reads = sharedReads(late);
    const leaving = new AbortController();
    const left = reads({ ...MENU, signal: leaving.signal });
    leaving.abort();
    await expect(left).rejects.toMatchObject({ name: 'AbortError' });
    const next = reads({ ...MENU, signal: new AbortController().signal });
    expect(late).toHaveBeenCalledTimes(2);
    calls[1]!.answer('fresh');
    expect((await next).data).toBe('fresh');
    calls[0]!.answer('too late');
  });

  it('never cancels a call under a read that waits without a signal', async () => {
    const { send, calls } = slowSystem();
    const reads = sharedReads(send);
    const leaving = new AbortController();
    const left = reads({ ...MENU, signal: leaving.signal });
    const patient = reads(MENU);
    leaving.abort();
    await expect(left).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls[0]!.request.signal?.aborted).toBe(false);
    calls[0]!.answer('late');
    expect((await patient).data).toBe('late');
  });

  it('refuses at once a read whose signal has already aborted, sending nothing for it', async () => {
    const { send } = slowSystem();
    const gone = new AbortController();
    gone.abort();
    await expect(sharedReads(send)({ ...MENU, signal: gone.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(send).not.toHaveBeenCalled();
  });
});
