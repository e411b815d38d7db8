import { useId, useState, type FormEvent } from 'react';
import { useHeldText } from '../shared/use-held-text';
import { useHydrated } from '../shared/use-hydrated';
import { type CommentFailure, PostComment } from '@/application/groups/post-comment';
import { useGroupService } from './use-group-service';
import { commentFailureText, commentMayBePosted, mayRetry, NEW_COMMENT_WORDS } from './comment-failure-text';
import { useGroupMemberMessages } from './group-member-messages';
import feature from './groups-feature.module.css';
import { FailureWithRetry } from './failure-with-retry';
import { describedBy, usePastedPictures } from './pasted-pictures';
import { refocusField } from './refocus-field';
import styles from './comment-form.module.css';
import { DRAFT_FIELD } from './draft-field';

interface CommentFormProps {
  topicNid: number;
  /** The typed text, held by the page so that it survives the form being hidden (a session that ended). */
  text: string;
  onTextChange(text: string): void;
  onPosted(): void;
  /** It could not go now and waits in the outbox (TopicOutbox), the last there: the page says so. */
  onWaiting(): void;
  /** The comment may have been stored despite the failure: the page reloads the comments to show. */
  onMaybePosted(): void;
}

/**
 * A plain-text comment. A failure is shown, with a retry unless the comment may have been stored (then the
 * comments reload instead), and never costs the member what they typed.
 */
export function CommentForm(props: CommentFormProps) {
  const { topicNid, text, onTextChange, onPosted, onWaiting, onMaybePosted } = props;
  const postComment = useGroupService(PostComment);
  const id = useId();
  const t = useGroupMemberMessages();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<CommentFailure | null>(null);
  // Drawn by the server for a member, the form can be written in at once but sent only once the code has run:
  // a send before would leave the page. What was typed before is kept through the take-over (useHeldText).
  const hydrated = useHydrated();
  const field = useHeldText<HTMLTextAreaElement>(text, onTextChange);
  const pictures = usePastedPictures();

  const post = async (event?: FormEvent) => {
    event?.preventDefault();
    setPending(true);
    setFailure(null);
    const result = await postComment.execute(topicNid, text);
    setPending(false);
    if (!result.ok) {
      setFailure(result.error);
      if (commentMayBePosted(result.error)) onMaybePosted();
    } else {
      onTextChange('');
      if (result.value === 'waiting') onWaiting();
      else onPosted();
    }
    refocusField(field.current);
  };

  return (
    <form
      className={styles.commentForm}
      onSubmit={(event) => void post(event)}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className={feature.panelTitle}>
        {t('addComment')}
      </h3>
      <label htmlFor={id}>{t('yourComment')}</label>
      <textarea
        id={id}
        className={styles.textarea}
        dir="auto"
        rows={5}
        {...DRAFT_FIELD}
        ref={field}
        onChange={(event) => onTextChange(event.target.value)}
        onPaste={pictures.onPaste}
        aria-describedby={describedBy(failure ? `${id}-failure` : undefined, pictures.noticeId)}
      />
      {pictures.notice}
      <div className={feature.actions}>
        <button type="submit" className={feature.primary} disabled={pending || !hydrated}>
          {pending ? t('postingComment') : t('postComment')}
        </button>
      </div>
      {failure && (
        <FailureWithRetry
          id={`${id}-failure`}
          message={commentFailureText(failure, t)}
          tryAgain={t('tryAgain')}
          onRetry={mayRetry(failure, NEW_COMMENT_WORDS) ? () => void post() : null}
          pending={pending}
        />
      )}
    </form>
  );
}
