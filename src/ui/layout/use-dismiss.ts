import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

/** Why an open part was closed: Escape hands the focus back to the control that opened it. */
export type DismissReason = 'escape' | 'outside';

/**
 * Closes an open disclosure (a submenu, the menu panel) the way people expect: Escape, a click or tap
 * elsewhere, or the keyboard focus moving out of it. Focus leaving the window altogether does not count,
 * so switching to another application leaves the menu as it was.
 */
export function useDismiss(
  container: RefObject<HTMLElement | null>,
  open: boolean,
  onDismiss: (reason: DismissReason) => void,
): void {
  const dismiss = useEffectEvent(onDismiss);

  // Listening from the commit that opened the part, before the browser paints it: a passive effect runs
  // after the paint, and an Escape pressed as soon as the submenu showed went unheard.
  useLayoutEffect(() => {
    const element = container.current;
    if (!open || !element) return;
    const isOutside = (target: EventTarget | null) => target instanceof Node && !element.contains(target);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The innermost open part closes first; the panel around it stays open for the next Escape.
      event.stopPropagation();
      dismiss('escape');
    };
    const onFocusOut = (event: FocusEvent) => isOutside(event.relatedTarget) && dismiss('outside');
    const onPointerDown = (event: PointerEvent) => isOutside(event.target) && dismiss('outside');

    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [container, open]);
}
