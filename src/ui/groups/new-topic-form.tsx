import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type PostTopicFailure, PostTopic } from '@/application/groups/post-topic';
import type { AttachmentProblem } from '@/domain/files/attachment-policy';
import { hasVisibleText } from '@/domain/groups/visible-text';
import { TOOLBAR_CONTROLS, type ToolbarNames } from '../editor/accessible-toolbar';
import { holdsPictures } from '../editor/picture-descriptions';
import { RichTextEditor } from '../editor/rich-text-editor';
import { sentHtml } from '../editor/sent-html';
import { useChangeWhenIdle } from '../shared/use-change-when-idle';
import { useGroupService } from './use-group-service';
import { AttachmentPicker } from './attachment-picker';
import { useGroupMemberMessages } from './group-member-messages';
import { TopicSendFailure } from './topic-send-failure';
import { UploadProgress } from './upload-progress';
import { usePictureWords } from './use-picture-words';
import { useTopicDraft } from './use-topic-draft';
import styles from './new-topic-form.module.css';
import { DRAFT_FIELD } from './draft-field';

/**
 * The initial values: group_id, title, message and group prefill the form (docs/behaviour.md, 'New Topic form').
 */
export interface TopicFormInitialValues {
  group_id: number;
  group: string;
  title?: string;
  message?: string;
}

interface NewTopicFormProps {
  initialValues: TopicFormInitialValues;
  /** The topic-posted event: the parent shows the new topic. */
  onPosted(nid: number): void;
  /** A send whose outcome is unknown: the parent reloads the group's topics, so the member can look. */
  onMaybePosted?(): void;
}

interface Fields {
  title: string;
  message: string;
}

/** A post under way: how far the upload is, and how to stop it. */
interface Sending {
  fraction: number | null;
  cancel: AbortController;
}

const EMPTY: Fields = { title: '', message: '' };

/**
 * The New Topic form (docs/behaviour.md, New Topic form and Attachments): a failed post keeps everything and says
 * why, with a retry (none for a topic that may have been posted, so it is not posted twice); a progress
 * bar with Cancel; title and message survive a reload of the tab.
 */
export function NewTopicForm({ initialValues, onPosted, onMaybePosted }: NewTopicFormProps) {
  const { group_id: groupId, group } = initialValues;
  const postTopic = useGroupService(PostTopic);
  const id = useId();
  const t = useGroupMemberMessages();
  const toolbarNames = useMemo(
    () => Object.fromEntries(TOOLBAR_CONTROLS.map((control) => [control, t(control)])) as ToolbarNames,
    [t],
  );
  const pictureWords = usePictureWords();
  const draft = useTopicDraft(groupId, {
    title: initialValues.title ?? '',
    message: initialValues.message ?? '',
  });
  const { register, control, handleSubmit, reset, subscribe, getValues, formState } = useForm<Fields>({
    defaultValues: draft.start,
  });
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<AttachmentProblem['kind'] | null>(null);
  const [sending, setSending] = useState<Sending | null>(null);
  const [failure, setFailure] = useState<PostTopicFailure | null>(null);
  // Each key shows in the editor at once; the form and the draft follow when the page is idle (issue 52). A key
  // still held when the form goes away (a move elsewhere right after it) goes to the draft as the form leaves it.
  const heldMessage = useChangeWhenIdle<string>((message) =>
    draft.keepLeftBehind({ title: getValues('title'), message }),
  );

  const { save } = draft;
  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values }) => save(values) }),
    [subscribe, save],
  );

  const send = async ({ title, message }: Fields) => {
    const cancel = new AbortController();
    setSending({ fraction: null, cancel });
    setFailure(null);
    const result = await postTopic.execute(
      { groupId, group, title, message: sentHtml(message), files },
      { signal: cancel.signal, onProgress: (fraction) => setSending({ fraction, cancel }) },
    );
    setSending(null);
    if (!result.ok) {
      // Everything typed and attached stays either way; only the topics list learns something new.
      if (result.error.kind === 'maybe-posted') onMaybePosted?.();
      return setFailure(result.error);
    }
    heldMessage.discard();
    reset(EMPTY);
    setFiles([]);
    onPosted(result.value.nid);
  };
  const validateAndSend = handleSubmit(send);
  // The form is read with the message as typed so far.
  const submit = (event?: FormEvent) => {
    heldMessage.flush();
    return validateAndSend(event);
  };

  const clear = () => {
    heldMessage.discard();
    reset(EMPTY);
    setFiles([]);
    setFileError(null);
    setFailure(null);
  };

  const titleError = formState.errors.title ? `${id}-title-error` : undefined;
  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('newTopic')}</h2>
      {draft.restored && <p className={styles.hint}>{t('draftRestored')}</p>}
      <form className={styles.form} onSubmit={(event) => void submit(event)}>
        <div className={styles.field}>
          <label htmlFor={`${id}-title`} className={styles.label}>
            {t('title')}
          </label>
          <input
            id={`${id}-title`}
            className={styles.input}
            dir="auto"
            required
            {...DRAFT_FIELD}
            aria-invalid={titleError ? true : undefined}
            aria-describedby={titleError}
            {...register('title', { required: true, validate: hasVisibleText })}
          />
          {titleError && (
            <p id={titleError} className={styles.fieldError}>
              {t('enterTitle')}
            </p>
          )}
        </div>
        <div className={styles.field}>
          <span id={`${id}-message-label`} className={styles.label}>
            {t('message')}
          </span>
          <Controller
            name="message"
            control={control}
            render={({ field }) => (
              <RichTextEditor
                id={`${id}-message`}
                labelId={`${id}-message-label`}
                value={heldMessage.latest(field.value)}
                // A picture's description field is drawn from the message: with a picture in it (or just
                // taken out), each change reaches it at once, or the field would drop the keys typed in it.
                onChange={(html) =>
                  heldMessage.changed(
                    html,
                    field.onChange,
                    holdsPictures(html) || holdsPictures(heldMessage.latest(field.value)),
                  )
                }
                placeholder={t('messagePlaceholder')}
                toolbarNames={toolbarNames}
                pictureWords={pictureWords}
              />
            )}
          />
        </div>
        <AttachmentPicker
          files={files}
          error={fileError}
          onAdd={(file) => setFiles((list) => [...list, file])}
          onRemove={(index) => setFiles((list) => list.filter((_, at) => at !== index))}
          onError={setFileError}
          disabled={sending !== null}
        />
        {sending && <UploadProgress fraction={sending.fraction} onCancel={() => sending.cancel.abort()} />}
        <TopicSendFailure failure={failure} onRetry={() => void submit()} />
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={sending !== null}>
            {sending ? t('sending') : t('createTopic')}
          </button>
          <button type="button" className={styles.secondary} onClick={clear} disabled={sending !== null}>
            {t('clear')}
          </button>
        </div>
      </form>
    </section>
  );
}
