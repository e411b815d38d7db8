import { useCallback, useTransition, type MouseEvent } from 'react';
import { useNavigate, type NavigateOptions, type To } from 'react-router-dom';
import { afterNextPaint } from './after-next-paint';

/**
 * Navigation for a control that changes a screen's data (a filter, a sort, a pager): the click paints its own
 * response first (the control's pending state, and whatever `alongside` shows at once with `useOptimistic`),
 * then the next address's screen is drawn in a transition, in slices the browser can paint between, and asks
 * for its data. The move itself (the address, the history entry, the router's listeners) waits until that
 * first frame is drawn (issue 52: it cost the click 6–40 ms at 4× CPU); the action stays pending throughout,
 * so the control is busy from the click until the next screen is on it.
 */
export function useNavigateInTransition() {
  const navigate = useNavigate();
  const [pending, startTransition] = useTransition();
  const go = useCallback(
    (to: To, options?: NavigateOptions, alongside?: () => void) =>
      startTransition(async () => {
        alongside?.();
        await afterNextPaint();
        // Updates after an `await` leave the action's transition unless they are wrapped again.
        startTransition(() => void navigate(to, options));
      }),
    [navigate],
  );
  return { pending, navigate: go };
}

/** A link's plain click, which the app follows itself: not one for a new tab or window, or a download. */
export const isPlainClick = (event: MouseEvent): boolean =>
  event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
