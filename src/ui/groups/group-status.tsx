import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useGroupsMessages } from './groups-messages';
import { useCameFromDeletedTopic } from './topic-deleted';
import feature from './groups-feature.module.css';
import { topicAddress } from '@/domain/groups/topic-address';

/**
 * What became of the member's last action on the group's page, in one status line: a topic just posted (with
 * the way to it), or the topic they deleted on its own page, which sent them here. Arriving from a deletion,
 * the focus is on the line: the page it was on is gone, and this says why they are here.
 */
export function GroupStatus({ posted }: { posted: number | null }) {
  const t = useGroupsMessages();
  const deleted = useCameFromDeletedTopic();
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (deleted) line.current?.focus();
  }, [deleted]);
  return (
    <p role="status" ref={line} tabIndex={deleted ? -1 : undefined} className={feature.notice}>
      {posted !== null ? (
        <>
          {t('topicPosted')} <Link to={topicAddress(posted)}>{t('openIt')}</Link>
        </>
      ) : (
        deleted && t('topicDeletedNotice')
      )}
    </p>
  );
}
