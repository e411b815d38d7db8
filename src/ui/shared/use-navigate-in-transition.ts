import { useCallback, useTransition, type MouseEvent } from 'react';
import { useNavigate, type NavigateOptions, type To } from 'react-router-dom';

/**
 * Navigation for a control that changes a screen's data (a filter, a sort, a pager): the click paints its own
 * response first (the control's pending state, and whatever `alongside` shows at once with `useOptimistic`),
 * then the next address's screen is drawn in a transition, in slices the browser can paint between, and asks
 * for its data. The router itself navigates without transitions (app.tsx): a link to a page the cache holds
 * paints in the next frame, whole.
 */
export function useNavigateInTransition() {
  const navigate = useNavigate();
  const [pending, startTransition] = useTransition();
  const go = useCallback(
    (to: To, options?: NavigateOptions, alongside?: () => void) =>
      startTransition(() => {
        alongside?.();
        void navigate(to, options);
      }),
    [navigate],
  );
  return { pending, navigate: go };
}

/** A link's plain click, which the app follows itself: not one for a new tab or window, or a download. */
export const isPlainClick = (event: MouseEvent): boolean =>
  event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
