import { createContext, use } from 'react';

/**
 * The tabIndex of the controls inside a part that is one stop of Tab as a whole (a discussion's comment, a
 * feed's article): -1 until the focus is in the part, 0 then, so Tab goes through them from the part itself.
 * Outside such a part, 0: the controls are tabbable as any are.
 */
export const InnerStops = createContext(0);

/** How the arrow keys find the controls inside such a part. */
export const INNER_STOP = '[data-inner-stop]';

/** A control's props inside such a part: its tabIndex there, and the mark the arrow keys find it by. */
export function useInnerStop() {
  return { tabIndex: use(InnerStops), 'data-inner-stop': '' } as const;
}

/**
 * The links in HTML drawn inside such a part (a comment's text, which React does not own): out of the Tab order
 * with the part's other controls while the focus is elsewhere, back in their own state when it comes in.
 */
export function setInnerLinks(container: Element | null, tabbable: boolean): void {
  for (const link of container?.querySelectorAll('[data-html-key] a[href]') ?? []) {
    link.setAttribute('data-inner-stop', '');
    if (tabbable) link.removeAttribute('tabindex');
    else link.setAttribute('tabindex', '-1');
  }
}
