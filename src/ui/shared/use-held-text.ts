import { useEffectEvent, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * For a text field the server draws whose text a parent holds (the topic page holds its comment box's, so it
 * outlives the form): the field is left uncontrolled, as the login form's and the header search's are, since
 * React's take-over leaves the value of a field it is given none for as the reader typed it. A controlled
 * field would be set back to the held text at the first render after the take-over, and a read-only one drops
 * every key while it waits, silently. Returns the field's ref; the field's own `onChange` tells the holder.
 *
 * Once React takes the field over, what was typed before is handed to the holder, before the browser paints
 * (the step useDetailsOpen takes for a `<details>`); from then on a text the holder sets (emptied after a
 * send, or kept while the field was away) is written into the field.
 */
export function useHeldText<T extends HTMLInputElement | HTMLTextAreaElement>(
  text: string,
  onTextChange: (text: string) => void,
): RefObject<T | null> {
  const field = useRef<T>(null);
  const takenOver = useRef(false);
  const typedBefore = useEffectEvent(onTextChange);

  useLayoutEffect(() => {
    const element = field.current;
    const first = !takenOver.current;
    takenOver.current = true;
    if (!element || element.value === text) return;
    // A field drawn empty holds only what a reader typed into it; anything else is the holder's to show.
    if (first && element.value !== '') typedBefore(element.value);
    else element.value = text;
  }, [text]);

  return field;
}
