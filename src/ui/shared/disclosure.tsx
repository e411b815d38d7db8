import { useRef, type ReactNode, type Ref } from 'react';
import { useDetailsOpen } from './use-details-open';
import styles from './disclosure.module.css';

interface DisclosureProps {
  open: boolean;
  /** Called with the element's state whenever it changes, whoever changed it. */
  onOpenChange(open: boolean): void;
  /** The id of the part it shows and hides. */
  controls: string;
  /** On the `<details>`: the part it controls follows it, and a style shows it after `[open]`. */
  className?: string;
  summaryClassName?: string;
  summaryRef?: Ref<HTMLElement>;
  /** The summary's content, which names it. */
  children: ReactNode;
}

/**
 * A disclosure's button that works before the page's code has run: a native `<details>` and `<summary>`,
 * which the browser opens and closes by itself, in step with React's `open` (useDetailsOpen).
 *
 * The part it shows is not inside the `<details>` but follows it: a closed `<details>` hides its content in
 * a way only recent browsers let a style undo (`::details-content`), and at desktop width the main menu's
 * items show whether its Menu button is open or not. The part's styles show it after `[open]`.
 *
 * The summary carries no `role` and no `aria-expanded`: HTML forbids both on a `<details>`'s summary, whose
 * role (button) and expanded state (the `open` of its `<details>`) the browser gives it by itself, before the
 * code runs as after.
 */
export function Disclosure(props: DisclosureProps) {
  const { open, onOpenChange, controls, className, summaryClassName, summaryRef, children } = props;
  const details = useRef<HTMLDetailsElement>(null);
  useDetailsOpen(details, open, onOpenChange);
  return (
    // A reader may have opened it before React took the page over: that `open` differs on purpose, and
    // useDetailsOpen brings React's state to it.
    <details ref={details} open={open} className={className} suppressHydrationWarning>
      <summary
        ref={summaryRef}
        className={summaryClassName ? `${styles.summary} ${summaryClassName}` : styles.summary}
        aria-controls={controls}
      >
        {children}
      </summary>
    </details>
  );
}
