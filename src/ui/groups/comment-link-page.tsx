import { useParams } from 'react-router-dom';
import { QueryBoundary } from '../shared/data/query-boundary';
import { MoveTo } from '../shared/move-to';
import { useDocumentTitle } from '../shared/use-document-title';
import { useMembersOnlyAccess } from '../shared/use-members-only-access';
import { commentAddress } from './comment-address';
import { useCommentPlace } from './group-queries';
import { useGroupMemberMessages } from './group-member-messages';
import { GroupsPageHead } from './groups-page-head';
import { isIdSegment } from './route-ids';
import { ClosedTopic } from './topic-view';
import feature from './groups-feature.module.css';

/**
 * `/comment/:cid`, a stock Drupal's comment permalink (the address its own pages, mails and answers give a
 * comment): the topic the comment is on, opened at it (`/group_topics/single/{nid}#comment-{cid}`, in place of
 * this address, so Back does not lead here again). Someone who may not read the discussions gets what they get
 * at the topic's address; a comment that is not there, or that the reader may not see, is said so in words.
 */
export function CommentLinkPage() {
  const { cid = '' } = useParams();
  if (!isIdSegment(cid)) return <MissingComment />;
  return <CommentLink key={cid} cid={Number(cid)} />;
}

function CommentLink({ cid }: { cid: number }) {
  const t = useGroupMemberMessages();
  const access = useMembersOnlyAccess();
  if (access !== 'open') return <ClosedTopic access={access} />;
  return (
    <QueryBoundary loadingLabel={t('openingComment')} errorTitle={t('commentLinkFailed')}>
      <ToComment cid={cid} />
    </QueryBoundary>
  );
}

function ToComment({ cid }: { cid: number }) {
  const place = useCommentPlace(cid);
  if (place === null) return <MissingComment />;
  return <MoveTo to={commentAddress(place.nid, place.cid)} replace />;
}

function MissingComment() {
  const t = useGroupMemberMessages();
  useDocumentTitle(t('commentNotFoundTitle'));
  return (
    <article className={feature.page}>
      <GroupsPageHead up={{ to: '/group', label: t('workingGroups') }} title={t('commentNotFoundTitle')} />
      <p>{t('commentNotFoundExplained')}</p>
    </article>
  );
}
