import { useState } from 'react';
import type { ProposalDeskStore } from '@/application/proposals/proposal-desk-store';
import { useMessages } from '../i18n/use-messages';
import { useTranslation } from '../i18n/use-translation';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { proposalsMessages } from './proposals-messages';
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
  const t = useMessages(proposalsMessages);
  const shell = useTranslation().t;
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
      title={t('unsaved.title')}
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
              {waiting ? t('unsaved.saving') : t('unsaved.wait')}
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
            {t('unsaved.keepCopy')}
          </button>
          <button type="button" className={styles.secondary} disabled={waiting} onClick={onLogOut}>
            {t('unsaved.discard')}
          </button>
          <button type="button" className={styles.secondary} disabled={waiting} onClick={onCancel}>
            {shell('cancel')}
          </button>
        </>
      }
    >
      <p>{t('unsaved.text')}</p>
      {saveFailed && <p role="alert">{t('unsaved.failed')}</p>}
    </ConfirmDialog>
  );
}
