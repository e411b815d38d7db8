import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PersistentStorage, SessionStorage } from '@/application/storage/key-value-storage';
import { defaultConfig } from '@/infrastructure/config/load-config';
import { createContainer, override } from '@/infrastructure/container';
import { InMemoryStorage } from '@/infrastructure/fakes/in-memory-storage';
import { ServicesProvider } from '@/ui/app/services';
import { useDateFormat } from '@/ui/shared/use-date-format';

/**
 * The machine's own time zone, as the code reading it sees it: the server's (UTC) while it draws, the reader's
 * browser's (Kiritimati, UTC+14) while it takes over. A worker thread cannot change the process's zone itself.
 */
const zone = vi.hoisted(() => ({ local: 'UTC' }));
vi.mock('@/ui/i18n/plain-intl', async (original) => ({
  ...(await original<object>()),
  dateFormat: (locale: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone: zone.local, ...options }),
}));

/** A topic's line: posted at 23:30 UTC, already the next day east of Greenwich. */
function Posted() {
  const { formatDate } = useDateFormat();
  return <time dateTime="2026-11-25T23:30:00Z">{formatDate('2026-11-25T23:30:00Z')}</time>;
}

const container = createContainer(defaultConfig, [
  override(PersistentStorage, new InMemoryStorage()),
  override(SessionStorage, new InMemoryStorage()),
]);
const page = (
  <ServicesProvider container={container}>
    <Posted />
  </ServicesProvider>
);

describe('a timestamp drawn by the server, taken over in a reader’s time zone', () => {
  it('is drawn in UTC, taken over without a mismatch, then shown in the reader’s zone', async () => {
    zone.local = 'UTC';
    const root = document.createElement('div');
    root.innerHTML = renderToString(page);
    expect(root.textContent).toBe('November 25, 2026');

    zone.local = 'Pacific/Kiritimati';
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(root, page, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(root.textContent).toBe('November 26, 2026');
  });
});
