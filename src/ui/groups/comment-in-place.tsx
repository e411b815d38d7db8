import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CommentSent, EditCommentFailure, EditSent } from '@/application/groups/post-comment';
import type { Result } from '@/domain/shared/result';
import {
  commentFailureText,
  commentMayBePosted,
  isConflict,
  mayRetry,
  type CommentWords,
} from './comment-failure-text';
import { EditConflict } from './edit-conflict';
import type { HeldDraft } from './discussion-drafts';
import { useGroupMemberMessages } from './group-member-messages';
import feature from './groups-feature.module.css';
import { FailureWithRetry } from './failure-with-retry';
import { describedBy, usePastedPictures } from './pasted-pictures';
import { refocusField } from './refocus-field';
import formStyles from './comment-form.module.css';
import styles from './topic-comments.module.css';
import { DRAFT_FIELD } from './draft-field';

export interface CommentInPlaceProps {
  /** The form's name: "Edit your comment", "Reply to Luca Bianchi". */
  name: string;
  /** The text field's label: "Your comment", "Your reply". */
  label: string;
  /** The send button's words, and while it sends: "Save" / "Saving…". */
  submit: string;
  pending: string;
  words: CommentWords;
  /** The text, held by the tab's drafts (DiscussionDrafts) so that it outlives the editor and a reload. */
  draft: HeldDraft;
  /**
   * Sends the text; an edit is made from the version read, or from `over`, the newer version the member chose
   * to save theirs over (only an edit meets a `conflict`).
   */
  send(text: string, over?: string): Promise<Result<CommentSent | EditSent, EditCommentFailure>>;
  /** Sent, or waiting in the outbox to be sent: the page closes the editor and shows the topic again. */
  onSent(sent: CommentSent | EditSent): void;
  /** It may have been stored despite the failure, or a newer text was: the page reloads the comments to show. */
  onMaybeSent(): void;
  /** Closed without sending (Cancel): the page gives the focus back to what opened it. */
  onCancel(): void;
}

/**
 * The comment editor in place, under or instead of a comment: the comment box's plain text field, its text as
 * the page holds it, the send button and Cancel. A failure is said with a retry, as posting's is, and never
 * costs what was typed. Opened by a click, so it is the browser's from the start: the field takes the focus.
 *
 * The field holds the words as typed (uncontrolled), each key kept in the draft at once: nothing is drawn
 * again at a key (a controlled field drew the comment around it again, and React's writing the field's
 * default text changed the page's tree at every key, which page furniture watching the tree then read).
 */
export function CommentInPlace(props: CommentInPlaceProps) {
  const {
    name,
    label,
    submit,
    pending: pendingWords,
    words,
    draft,
    send,
    onSent,
    onMaybeSent,
    onCancel,
  } = props;
  const t = useGroupMemberMessages();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<EditCommentFailure | null>(null);
  const pictures = usePastedPictures();
  const [opened] = useState(() => draft.current() ?? '');
  useEffect(() => field.current?.focus(), []);
  // A draft changed elsewhere than in the field is written into it.
  useEffect(
    () =>
      draft.watch(() => {
        const text = draft.current();
        if (field.current && text !== undefined && field.current.value !== text) field.current.value = text;
      }),
    [draft],
  );

  const save = async (event?: FormEvent, over?: string) => {
    event?.preventDefault();
    setPending(true);
    setFailure(null);
    const result = await send(draft.current() ?? '', over);
    setPending(false);
    if (result.ok) return onSent(result.value);
    setFailure(result.error);
    if (isConflict(result.error) || (!words.repeatable && commentMayBePosted(result.error))) onMaybeSent();
    refocusField(field.current);
  };

  return (
    <form
      className={`${formStyles.commentForm} ${styles.inPlace}`}
      aria-label={name}
      onSubmit={(event) => void save(event)}
    >
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        ref={field}
        className={formStyles.textarea}
        dir="auto"
        rows={4}
        {...DRAFT_FIELD}
        defaultValue={opened}
        onChange={(event) => draft.set(event.target.value)}
        onPaste={pictures.onPaste}
        aria-describedby={describedBy(failure ? `${id}-failure` : undefined, pictures.noticeId)}
      />
      {pictures.notice}
      <div className={styles.inPlaceActions}>
        <button type="submit" className={feature.primary} disabled={pending}>
          {pending ? pendingWords : submit}
        </button>
        <button type="button" className={feature.secondary} onClick={onCancel} disabled={pending}>
          {t('cancel')}
        </button>
      </div>
      {failure && isConflict(failure) ? (
        <EditConflict
          id={`${id}-failure`}
          message={t('commentConflict')}
          newerHtml={failure.newer.html}
          onOverwrite={() => void save(undefined, failure.newer.changed)}
          pending={pending}
        />
      ) : (
        failure && (
          <FailureWithRetry
            id={`${id}-failure`}
            message={commentFailureText(failure, t, words)}
            tryAgain={t('tryAgain')}
            onRetry={mayRetry(failure, words) ? () => void save() : null}
            pending={pending}
          />
        )
      )}
    </form>
  );
}
