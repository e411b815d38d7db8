import { useId, useState, type ClipboardEvent } from 'react';
import { useGroupMemberMessages } from './group-member-messages';
import feature from './groups-feature.module.css';

/** Whether a paste carries a picture (a copied image file, or a screenshot), not only text. */
const carriesPicture = (data: DataTransfer): boolean =>
  [...data.items].some((item) => item.kind === 'file' && item.type.startsWith('image/'));

/**
 * A comment is plain text: a picture pasted into its box did nothing, without a word. It now says so, in a
 * status beside the box (`noticeId` for its description), and the text pasted with it, if any, still goes in.
 */
export function usePastedPictures() {
  const t = useGroupMemberMessages();
  const noticeId = useId();
  const [refused, setRefused] = useState(false);
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) =>
    setRefused(carriesPicture(event.clipboardData));
  const notice = (
    <p id={noticeId} aria-live="polite" className={feature.notice}>
      {refused && t('commentsAreText')}
    </p>
  );
  return { onPaste, notice, noticeId: refused ? noticeId : undefined };
}

/** The ids that describe a field, those present only; none at all is no attribute. */
export const describedBy = (...ids: (string | undefined)[]): string | undefined =>
  ids.filter(Boolean).join(' ') || undefined;
