import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

/** Why an open part was closed: Escape hands the focus back to the control that opened it. */
export type DismissReason = 'escape' | 'outside';

/**
 * Closes an open disclosure (a submenu, the menu panel) the way people expect: Escape, a click or tap
 * elsewhere, or the keyboard focus moving out of it. Focus leaving the window altogether does not count,
 * so switching to another application leaves the menu as it was.
 *
 * `summary`, the `<summary>` of its `<details>`: the element opens by itself at a click, and tells React in a
 * `toggle` event that comes a moment later; an Escape pressed in that moment finds it open all the same, and
 * closing closes the element too.
 */
export function useDismiss(
  container: RefObject<HTMLElement | null>,
  open: boolean,
  onDismiss: (reason: DismissReason) => void,
  summary?: RefObject<HTMLElement | null>,
): void {
  const details = () => {
    const element = summary?.current?.parentElement;
    return element instanceof HTMLDetailsElement ? element : null;
  };
  const isOpen = useEffectEvent(() => open || details()?.open === true);
  const dismiss = useEffectEvent((reason: DismissReason) => {
    const element = details();
    if (element) element.open = false;
    onDismiss(reason);
  });

  // Listening from the first commit, before the browser paints: whether the part is open is asked at each event.
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const isOutside = (target: EventTarget | null) => target instanceof Node && !element.contains(target);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !isOpen()) return;
      // The innermost open part closes first; the panel around it stays open for the next Escape.
      event.stopPropagation();
      dismiss('escape');
    };
    const onFocusOut = (event: FocusEvent) =>
      isOpen() && isOutside(event.relatedTarget) && dismiss('outside');
    const onPointerDown = (event: PointerEvent) => isOpen() && isOutside(event.target) && dismiss('outside');

    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [container]);
}
