import { useEffect, useRef, useState } from 'react';
import type { ActionRefusal } from '@/application/groups/group-action-failure';
import { ChangeTopic } from '@/application/groups/post-topic';
import type { Topic } from '@/domain/groups/group';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { actionFailureMessage } from './action-failure-message';
import { useGroupMemberMessages } from './group-member-messages';
import { useGroupService } from './use-group-service';
import feature from './groups-feature.module.css';

interface DeleteTopicDialogProps {
  topic: Pick<Topic, 'nid' | 'title'>;
  onDeleted(): void;
  onCancel(): void;
}

/**
 * "Delete topic"'s confirmation, naming the topic; Cancel last, closest to hand, and Escape cancel. A
 * refusal is said in the dialog, which stays, so the member can try again or cancel.
 */
export function DeleteTopicDialog({ topic, onDeleted, onCancel }: DeleteTopicDialogProps) {
  const t = useGroupMemberMessages();
  const changeTopic = useGroupService(ChangeTopic);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<ActionRefusal | null>(null);
  // The dialog opens on Cancel, not on what cannot be undone (this runs after the dialog's showModal).
  const cancelButton = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelButton.current?.focus(), []);
  const remove = async () => {
    setPending(true);
    setFailure(null);
    const result = await changeTopic.delete(topic.nid);
    setPending(false);
    if (result.ok) return onDeleted();
    setFailure(result.error);
  };
  return (
    <ConfirmDialog
      title={t('deleteTopicQuestion', { title: topic.title })}
      onCancel={onCancel}
      actions={
        <>
          <button type="button" className={feature.primary} onClick={() => void remove()} disabled={pending}>
            {pending ? t('deletingTopic') : t('deleteTopic')}
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
      <p>{t('deleteTopicWarning')}</p>
      {failure && (
        <p role="alert" className={feature.failure}>
          {t('topicNotDeleted', { reason: actionFailureMessage(failure, t) })}
        </p>
      )}
    </ConfirmDialog>
  );
}
