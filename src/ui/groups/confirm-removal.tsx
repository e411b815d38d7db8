import { useEffect, useRef, useState } from 'react';
import type { ActionRefusal } from '@/application/groups/group-action-failure';
import type { Result } from '@/domain/shared/result';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { actionFailureMessage } from './action-failure-message';
import { useGroupMemberMessages } from './group-member-messages';
import feature from './groups-feature.module.css';

/**
 * Each removal's words: the question naming what goes, what goes with it (and that it cannot be undone), the
 * button and its words while it works, and the alert when it did not go.
 */
const WORDS = {
  topic: {
    question: 'deleteTopicQuestion',
    warning: 'deleteTopicWarning',
    act: 'deleteTopic',
    pending: 'deletingTopic',
    failed: 'topicNotDeleted',
  },
  comment: {
    question: 'removeCommentQuestion',
    warning: 'removeCommentWarning',
    act: 'removeComment',
    pending: 'removingComment',
    failed: 'commentNotRemoved',
  },
} as const;

export interface RemovalProps {
  onRemoved(): void;
  onCancel(): void;
}

interface ConfirmRemovalProps extends RemovalProps {
  what: keyof typeof WORDS;
  /** What the question names: the topic's `title`, the comment's `author`. */
  named: Readonly<Record<string, string>>;
  remove(): Promise<Result<void, ActionRefusal>>;
}

/**
 * A question before what cannot be undone ("Delete topic", "Remove comment"): Cancel last, closest to hand,
 * and Escape cancel. A refusal is said in the dialog, which stays, so the person can try again or cancel.
 */
export function ConfirmRemoval({ what, named, remove, onRemoved, onCancel }: ConfirmRemovalProps) {
  const t = useGroupMemberMessages();
  const words = WORDS[what];
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<ActionRefusal | null>(null);
  // The dialog opens on Cancel, not on what cannot be undone (this runs after the dialog's showModal).
  const cancelButton = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelButton.current?.focus(), []);
  const confirm = async () => {
    setPending(true);
    setFailure(null);
    const result = await remove();
    setPending(false);
    if (result.ok) return onRemoved();
    setFailure(result.error);
  };
  return (
    <ConfirmDialog
      title={t(words.question, named)}
      onCancel={onCancel}
      actions={
        <>
          <button type="button" className={feature.primary} onClick={() => void confirm()} disabled={pending}>
            {t(pending ? words.pending : words.act)}
          </button>
          <button
            type="button"
            ref={cancelButton}
            className={feature.secondary}
            onClick={onCancel}
            disabled={pending}
          >
            {t('cancel')}
          </button>
        </>
      }
    >
      <p>{t(words.warning)}</p>
      {failure && (
        <p role="alert" className={feature.failure}>
          {t(words.failed, { reason: actionFailureMessage(failure, t) })}
        </p>
      )}
    </ConfirmDialog>
  );
}
