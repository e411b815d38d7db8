import { useId } from 'react';
import { MemberHtml } from '../shared/member-html';
import { useGroupMemberMessages } from './group-member-messages';
import feature from './groups-feature.module.css';
import styles from './edit-conflict.module.css';

interface EditConflictProps {
  readonly id?: string;
  /** What happened, in the editor's words: a comment's or a topic's. */
  readonly message: string;
  /** The newer version someone saved meanwhile: its title (a topic's) and text. */
  readonly newerTitle?: string;
  readonly newerHtml: string;
  /** Saves the member's text, still in the editor, over the newer version (made from it). */
  readonly onOverwrite: () => void;
  readonly pending: boolean;
}

/**
 * A save refused because someone saved a newer version meanwhile (issue 51): said where it happened, the
 * newer text shown beside the member's (which stays in the editor, to keep, change or copy), and the choice
 * to save theirs over it. Cancel, the editor's own, keeps the newer one.
 */
export function EditConflict({
  id,
  message,
  newerTitle,
  newerHtml,
  onOverwrite,
  pending,
}: EditConflictProps) {
  const t = useGroupMemberMessages();
  const caption = useId();
  return (
    <div id={id} className={feature.failure}>
      <p role="alert">{message}</p>
      <figure className={styles.newer} aria-labelledby={caption}>
        <figcaption id={caption} className={styles.caption}>
          {t('newerVersion')}
        </figcaption>
        {newerTitle !== undefined && <p className={styles.title}>{newerTitle}</p>}
        <MemberHtml html={newerHtml} />
      </figure>
      <button type="button" className={feature.secondary} onClick={onOverwrite} disabled={pending}>
        {t('saveMineOver')}
      </button>
    </div>
  );
}
