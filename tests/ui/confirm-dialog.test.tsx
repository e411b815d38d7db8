import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '@/ui/shared/confirm-dialog';

/** A question with an irreversible choice first and the safe one last, as the portal's dialogs put them. */
function Question({ onSafeChoice = true }: { onSafeChoice?: boolean }) {
  const safe = useRef<HTMLButtonElement>(null);
  return (
    <ConfirmDialog
      title="Delete it?"
      onCancel={vi.fn()}
      initialFocus={onSafeChoice ? safe : undefined}
      actions={
        <>
          <button type="button">Delete</button>
          <button type="button" ref={safe}>
            Keep it
          </button>
        </>
      }
    >
      <p>It cannot be undone.</p>
    </ConfirmDialog>
  );
}

describe('ConfirmDialog', () => {
  it('opens on the choice it is given (the safe one), not on the first', () => {
    render(<Question />);
    expect(screen.getByRole('dialog', { name: 'Delete it?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
  });

  it('without one, moves no focus itself: the browser’s showModal chooses, as for the dialogs before', () => {
    // This test DOM has no showModal, so the focus stays where it was.
    render(<Question onSafeChoice={false} />);
    expect(document.body).toHaveFocus();
  });

  it('says Escape to onCancel, through the dialog’s own cancel event', async () => {
    const onCancel = vi.fn();
    render(
      <ConfirmDialog title="Leave?" onCancel={onCancel} actions={<button type="button">Stay</button>}>
        <p>Text</p>
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Leave?' });
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(onCancel).toHaveBeenCalledOnce();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stay' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
