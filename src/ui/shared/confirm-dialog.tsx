import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import styles from './confirm-dialog.module.css';

interface ConfirmDialogProps {
  title: ReactNode;
  children: ReactNode;
  /** The buttons, the safe choice last so it is closest to hand; Escape calls `onCancel`. */
  actions: ReactNode;
  onCancel(): void;
  /**
   * The control the dialog opens on, such as the safe choice of a question about what cannot be undone.
   * Without it, the browser's showModal chooses (the first control).
   */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modal question in the platform's own <dialog>: focus moves into it and stays there, Escape closes it,
 * and the page behind is inert. Shown while mounted.
 */
export function ConfirmDialog({ title, children, actions, onCancel, initialFocus }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    // Test DOMs without showModal get a plain open dialog.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // After showModal, which would otherwise have the last word; once, as the dialog opens (then it is open).
    initialFocus?.current?.focus();
  }, [initialFocus]);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div className={styles.body}>{children}</div>
      <div className={styles.actions}>{actions}</div>
    </dialog>
  );
}
