import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEASE_MS, leasedTurn } from '@/infrastructure/browser/web-lock-turn';
import { InMemoryStorage } from '@/infrastructure/fakes/in-memory-storage';

describe('the turn kept as a lease in localStorage, where a browser has no Web Locks', () => {
  const storage = new InMemoryStorage();
  const tab = () => leasedTurn(storage, () => Date.now());
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs a second tab only once the first one’s run has ended, and frees the lease after', async () => {
    const ran: string[] = [];
    let finish = () => {};
    const first = tab().take('necs.outbox.2', () => {
      ran.push('first');
      return new Promise<void>((done) => (finish = done));
    });
    await vi.advanceTimersByTimeAsync(100);
    const second = tab().take('necs.outbox.2', async () => void ran.push('second'));
    await vi.advanceTimersByTimeAsync(LEASE_MS * 3);
    expect(ran).toEqual(['first']);
    finish();
    await first;
    await vi.advanceTimersByTimeAsync(LEASE_MS);
    await second;
    expect(ran).toEqual(['first', 'second']);
    expect(storage.read('necs.outbox.2.lease')).toBeNull();
  });

  it('lets another account’s tab run beside it', async () => {
    let finish = () => {};
    const first = tab().take('necs.outbox.2', () => new Promise<void>((done) => (finish = done)));
    const other = vi.fn(async () => undefined);
    const second = tab().take('necs.outbox.3', other);
    await vi.advanceTimersByTimeAsync(100);
    await second;
    expect(other).toHaveBeenCalledOnce();
    finish();
    await first;
  });

  it('takes over the lease of a tab that closed mid-send once it has run out', async () => {
    storage.write('necs.outbox.4.lease', JSON.stringify({ holder: 'closed', until: Date.now() + LEASE_MS }));
    const run = vi.fn(async () => undefined);
    const taking = tab().take('necs.outbox.4', run);
    await vi.advanceTimersByTimeAsync(LEASE_MS / 2);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(LEASE_MS);
    await taking;
    expect(run).toHaveBeenCalledOnce();
  });
});
