import { useState } from 'react';
import type { ProposalDeskStore } from '@/application/proposals/proposal-desk-store';
import { ConfirmDialog } from '../shared/confirm-dialog';
import styles from './unsaved-proposals-dialog.module.css';

interface UnsavedProposalsDialogProps {
  desk: ProposalDeskStore;
  /** Logs out; called once the member has chosen what happens to the unsaved edits. */
  onLogOut(): void;
  onCancel(): void;
}

/**
 * Asked at logout when proposal edits have not reached the proposal system: wait for the save, keep a copy
 * on this device, or discard them. Never decided silently.
 */
export function UnsavedProposalsDialog({ desk, onLogOut, onCancel }: UnsavedProposalsDialogProps) {
  const [waiting, setWaiting] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);

  const waitForSave = async () => {
    setWaiting(true);
    const saved = await desk.flushAll();
    setWaiting(false);
    if (saved) onLogOut();
    else setSaveFailed(true);
  };

  return (
    <ConfirmDialog
      title="Your proposal is not saved yet"
      onCancel={onCancel}
      actions={
        <>
          {!saveFailed && (
            <button
              type="button"
              className={styles.primary}
              disabled={waiting}
              onClick={() => void waitForSave()}
            >
              {waiting ? 'Saving…' : 'Wait for the save'}
            </button>
          )}
          <button
            type="button"
            className={saveFailed ? styles.primary : styles.secondary}
            disabled={waiting}
            onClick={() => {
              desk.keepCopiesAtLogout();
              onLogOut();
            }}
          >
            Keep a copy on this device
          </button>
          <button type="button" className={styles.secondary} disabled={waiting} onClick={onLogOut}>
            Discard and log out
          </button>
          <button type="button" className={styles.secondary} disabled={waiting} onClick={onCancel}>
            Cancel
          </button>
        </>
      }
    >
      <p>Some edits to your conference proposals have not reached the proposal system.</p>
      {saveFailed && (
        <p role="alert">
          They could not be saved now. Keep a copy on this device to find them after your next login, or
          discard them.
        </p>
      )}
    </ConfirmDialog>
  );
}
