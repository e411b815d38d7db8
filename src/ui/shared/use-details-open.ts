import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps React's state in step with a `<details>` element, which opens and closes by itself, code or no code
 * (a click on its summary, the browser's find in page): on each of its `toggle` events, and once when React
 * takes the element over, for a reader who opened it before the page's code had arrived. That first step is
 * taken before the browser paints (a layout effect), so what the code then writes (`aria-expanded`, the
 * part's `hidden`: useHydrated) never says closed for a moment while the part is open.
 */
export function useDetailsOpen(
  details: RefObject<HTMLDetailsElement | null>,
  open: boolean,
  onOpenChange: (open: boolean) => void,
): void {
  const changed = useEffectEvent(onOpenChange);

  useLayoutEffect(() => {
    const element = details.current;
    if (!element) return;
    // After a render of React's own the element says what React said; after a server-drawn one, what the
    // reader did meanwhile.
    if (element.open !== open) changed(element.open);
    const onToggle = () => changed(element.open);
    element.addEventListener('toggle', onToggle);
    return () => element.removeEventListener('toggle', onToggle);
  }, [details, open]);
}
