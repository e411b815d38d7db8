import { act } from '@testing-library/react';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { openWorldTab } from '../support/session-fakes';

describe('SafeHtml before the sanitizer’s code has arrived', () => {
  it('waits for it, then draws the HTML sanitized, its hooks in the same order in every render', async () => {
    // A fresh copy of the ui's modules: the test setup loaded the sanitizer for every other test.
    vi.resetModules();
    const { SafeHtml } = await import('@/ui/shared/safe-html');
    const { ServicesProvider } = await import('@/ui/app/services');
    const failures: unknown[] = [];
    const element = document.body.appendChild(document.createElement('div'));
    const root = createRoot(element, {
      onRecoverableError: (error) => failures.push(error),
      onCaughtError: (error) => failures.push(error),
      onUncaughtError: (error) => failures.push(error),
    });
    onTestFinished(() => {
      act(() => root.unmount());
      element.remove();
    });
    await act(async () => {
      startTransition(() =>
        root.render(
          <ServicesProvider container={openWorldTab().container}>
            <MemoryRouter>
              <SafeHtml html={'<p>Reels<script>alert(1)</script></p>'} />
            </MemoryRouter>
          </ServicesProvider>,
        ),
      );
      await vi.dynamicImportSettled();
    });
    await vi.waitFor(() => expect(element.innerHTML).toContain('Reels'));
    expect(element.innerHTML).not.toContain('script');
    expect(failures).toEqual([]);
  });
});
