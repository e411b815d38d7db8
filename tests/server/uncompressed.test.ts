import { describe, expect, it, vi } from 'vitest';
import type { HttpRequest, Send } from '@/infrastructure/http/http-request';
import { uncompressed } from '@/server/uncompressed';

describe('uncompressed', () => {
  it('asks for every answer without compression, keeping the call’s own headers', async () => {
    const send = vi.fn<Send>(async () => ({ status: 200, headers: new Headers(), data: null }));
    const request: HttpRequest = { method: 'get', url: 'necs-json/get/page', headers: { 'X-Test': '1' } };
    await uncompressed(send)(request);
    expect(send).toHaveBeenCalledWith({
      ...request,
      headers: { 'X-Test': '1', 'Accept-Encoding': 'identity' },
    });
  });
});
