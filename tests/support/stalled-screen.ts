import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

/**
 * The reader of a screen whose answer stalls, under fake timers that also move with real time
 * (`vi.useFakeTimers({ shouldAdvanceTime: true })`): clicks that let the timers run, time let pass inside
 * React's act, and the main region, where every loading state stays.
 */
export const stalledScreen = {
  user: () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime }),
  wait: (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms)),
  main: () => within(screen.getByRole('main')),
};
