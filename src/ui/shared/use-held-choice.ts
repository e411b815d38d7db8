import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * For a choice the server draws (a select, or a group of checkboxes or radios in a form or fieldset) whose
 * state the page holds: a reader can choose as soon as it shows, before the page's code has run, and React's
 * take-over leaves what was chosen on screen but not in the page's state, so the page went on showing what
 * it had drawn (an unsorted list under a sort the reader picked) or set the field back at its next render (the
 * language). Returns the ref for the field or its group; `onChosenBefore` is handed the element when the reader
 * changed it before the take-over, and reads it as the field's `onChange` reads its event's target.
 *
 * What was chosen is told from what was drawn by the HTML's own `checked` and `selected`, which the browser
 * keeps as the defaults and React's take-over leaves as it found them. It is read in an effect, not a layout
 * effect as useHeldText does: the page may answer with a navigation, and React Router drops one asked for
 * before its own layout effect, which runs after the children's. No render comes between the take-over and
 * this effect (React runs pending effects before rendering again), so nothing sets the field back meanwhile.
 */
export function useHeldChoice<T extends HTMLElement>(
  onChosenBefore: (element: T) => void,
): RefObject<T | null> {
  const field = useRef<T>(null);
  const chosenBefore = useEffectEvent(onChosenBefore);
  // Only a field the server drew has a reader's choice to keep: one React draws marks no option `selected`.
  const hydrated = useHydrated();
  const [drawnByServer] = useState(!hydrated);

  useEffect(() => {
    const element = field.current;
    if (drawnByServer && element && chosenSinceDrawn(element)) chosenBefore(element);
  }, [drawnByServer]);

  return field;
}

/** Whether a choice in `element`, or the element itself, says otherwise than the HTML it was drawn as. */
function chosenSinceDrawn(element: HTMLElement): boolean {
  const fields = element.matches('input, select')
    ? [element]
    : [...element.querySelectorAll('input, select')];
  return fields.some((field) => {
    if (field instanceof HTMLSelectElement) {
      // A select drawn with no option `selected` shows its first.
      const drawn = Math.max(
        [...field.options].findIndex((option) => option.defaultSelected),
        0,
      );
      return field.selectedIndex !== drawn;
    }
    return field instanceof HTMLInputElement && field.checked !== field.defaultChecked;
  });
}
