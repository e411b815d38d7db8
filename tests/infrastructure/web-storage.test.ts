// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { WebStorage } from '@/infrastructure/storage/web-storage';

/** The browser fires `storage` in every tab but the writer's; here the event is what another tab's write sends. */
const writtenElsewhere = (key: string | null, storageArea: Storage) =>
  window.dispatchEvent(new StorageEvent('storage', { key, storageArea }));

describe('WebStorage: what other tabs write', () => {
  it('tells a watcher of its key, and of a cleared storage, but not of other keys or the other storage', () => {
    const storage = new WebStorage(localStorage);
    const listener = vi.fn();
    storage.watch('necs.site', listener);
    writtenElsewhere('necs.site', localStorage);
    writtenElsewhere(null, localStorage);
    writtenElsewhere('necs.other', localStorage);
    writtenElsewhere('necs.site', sessionStorage);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('watches without failing where there is no storage (private mode, the server)', () => {
    expect(() => new WebStorage(undefined).watch('necs.site', () => undefined)).not.toThrow();
  });
});
