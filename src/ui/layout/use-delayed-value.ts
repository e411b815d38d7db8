import { useEffect, useState } from 'react';

/** The delay before the active menu item is marked (docs/behaviour.md, 'Main menu'). */
export const ACTIVE_CLASS_DELAY_MS = 250;

/** The value, but only once it has stayed the same for the delay (so a quick navigation does not flicker). */
export function useDelayedValue<T>(value: T, delayMs = ACTIVE_CLASS_DELAY_MS): T | undefined {
  const [delayed, setDelayed] = useState<T>();
  useEffect(() => {
    const timer = setTimeout(() => setDelayed(() => value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return delayed;
}
