import { lastWordOf, type LastWordKey } from '@/domain/groups/last-word';
import { useDateFormat } from '../shared/use-date-format';
import { useGroupMemberMessages } from './group-member-messages';
import feature from './groups-feature.module.css';

/**
 * The last word in a topic's row: who wrote its last comment and when (day and time of day, drawn as every
 * moment is: useDateFormat, in UTC on the server, the reader's zone once the page is the browser's), or "No
 * comments yet"; nothing when the row does not say (lastWordOf). Not focusable, unlike a conversation's
 * moments: fifty rows would add fifty stops to the keyboard's way through the list; its title still tells
 * everything on hover.
 */
export function TopicLastWord({ topic }: { topic: LastWordKey }) {
  const t = useGroupMemberMessages();
  const { formatMoment, formatFullMoment } = useDateFormat();
  const word = lastWordOf(topic);
  if (word.kind === 'unknown') return null;
  return (
    <p className={feature.byline}>
      {word.kind === 'none' ? (
        t('noCommentsYet')
      ) : (
        <>
          {t('lastCommentBy')} <span dir="auto">{word.authorName}</span> ·{' '}
          <time dateTime={word.at} title={formatFullMoment(word.at)}>
            {formatMoment(word.at)}
          </time>
        </>
      )}
    </p>
  );
}
