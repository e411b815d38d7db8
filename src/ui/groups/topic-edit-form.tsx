import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { ChangeTopic, type EditTopicFailure } from '@/application/groups/post-topic';
import type { Topic } from '@/domain/groups/group';
import { TOOLBAR_CONTROLS, type ToolbarNames } from '../editor/accessible-toolbar';
import { RichTextEditor } from '../editor/rich-text-editor';
import { sentHtml } from '../editor/sent-html';
import { DRAFT_PLACES, EDIT_VERSION, useDraft } from './discussion-drafts';
import { useGroupMemberMessages } from './group-member-messages';
import { isWorthRetrying, topicFailureMessage } from './topic-outcome-message';
import { useGroupService } from './use-group-service';
import { EditConflict } from './edit-conflict';
import { usePictureWords } from './use-picture-words';
import { FailureWithRetry } from './failure-with-retry';
import { refocusField } from './refocus-field';
import styles from './new-topic-form.module.css';
import { DRAFT_FIELD } from './draft-field';

interface TopicEditFormProps {
  topic: Topic;
  /** Saved: the page closes the form and shows the topic again. */
  onSaved(): void;
  /** Closed without saving: the page gives the focus back to Edit. */
  onClosed(): void;
}

/**
 * A member's own topic in the New Topic form's editors: its title and its message as they are, "Save" and
 * "Cancel". The text is held by the tab's drafts (DiscussionDrafts), so a failed save, a reload or an ended
 * session costs nothing typed; a failure says why, with a retry where sending again can help.
 */
export function TopicEditForm({ topic, onSaved, onClosed }: TopicEditFormProps) {
  const t = useGroupMemberMessages();
  const id = useId();
  const changeTopic = useGroupService(ChangeTopic);
  const title = useDraft(DRAFT_PLACES.topicEdit(topic.nid), 'title');
  const message = useDraft(DRAFT_PLACES.topicEdit(topic.nid), 'message');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<EditTopicFailure | null>(null);
  // The version the edit starts from (the topic as read when the form opened), kept with the draft while the
  // topic is read again around it and over a reload: only the member's explicit choice saves over a newer one.
  const version = useDraft(DRAFT_PLACES.topicEdit(topic.nid), EDIT_VERSION).text ?? topic.changed;
  const titleField = useRef<HTMLInputElement>(null);
  const pictureWords = usePictureWords();
  useEffect(() => titleField.current?.focus(), []);
  const toolbarNames = useMemo(
    () => Object.fromEntries(TOOLBAR_CONTROLS.map((control) => [control, t(control)])) as ToolbarNames,
    [t],
  );

  const save = async (event?: FormEvent, over?: string) => {
    event?.preventDefault();
    setPending(true);
    setFailure(null);
    const edit = { title: title.text ?? '', message: sentHtml(message.text ?? '') };
    const result = await changeTopic.edit(topic.nid, edit, over ?? version);
    setPending(false);
    if (result.ok) return (title.drop(), onSaved());
    setFailure(result.error);
    refocusField(titleField.current);
  };
  const cancel = () => (title.drop(), onClosed());

  return (
    <form className={styles.form} aria-label={t('editTheTopic')} onSubmit={(event) => void save(event)}>
      <div className={styles.field}>
        <label htmlFor={`${id}-title`} className={styles.label}>
          {t('title')}
        </label>
        <input
          id={`${id}-title`}
          ref={titleField}
          className={styles.input}
          dir="auto"
          required
          {...DRAFT_FIELD}
          value={title.text ?? ''}
          onChange={(event) => title.set(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <span id={`${id}-message-label`} className={styles.label}>
          {t('message')}
        </span>
        <RichTextEditor
          id={`${id}-message`}
          labelId={`${id}-message-label`}
          value={message.text ?? ''}
          onChange={message.set}
          placeholder={t('messagePlaceholder')}
          toolbarNames={toolbarNames}
          pictureWords={pictureWords}
        />
      </div>
      {failure?.kind === 'conflict' ? (
        <EditConflict
          message={t('topicConflict')}
          newerTitle={failure.newer.title}
          newerHtml={failure.newer.messageHtml}
          onOverwrite={() => void save(undefined, failure.newer.changed)}
          pending={pending}
        />
      ) : (
        failure && (
          <FailureWithRetry
            message={t('topicNotSaved', { reason: topicFailureMessage(failure, t) })}
            tryAgain={t('tryAgain')}
            onRetry={isWorthRetrying(failure) ? () => void save() : null}
            pending={pending}
          />
        )
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={pending}>
          {pending ? t('saving') : t('save')}
        </button>
        <button type="button" className={styles.secondary} onClick={cancel} disabled={pending}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
