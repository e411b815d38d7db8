import { describe, expect, it, vi } from 'vitest';
import { onDemand } from '@/infrastructure/on-demand';

interface Reader {
  read(what: string): Promise<string>;
}

describe('an adapter loaded on its first call', () => {
  it('loads its code once, at the first call, and calls it with the arguments given', async () => {
    const load = vi.fn(async (): Promise<Reader> => ({ read: async (what) => `read ${what}` }));
    const reader = onDemand(load, ['read']);
    expect(load).not.toHaveBeenCalled();
    expect(await reader.read('the call')).toBe('read the call');
    expect(await reader.read('again')).toBe('read again');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails only the call whose code did not arrive: the next one asks for it again', async () => {
    const load = vi
      .fn<() => Promise<Reader>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ read: async () => 'read' });
    const reader = onDemand(load, ['read']);
    await expect(reader.read('x')).rejects.toThrow('dynamically imported');
    expect(await reader.read('x')).toBe('read');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
