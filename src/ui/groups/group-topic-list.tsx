import { lazy, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_PAGE } from '@/domain/lists/pager';
import type { TopicOrder } from '@/domain/groups/topic-order-choice';
import { AsyncContent } from '../shared/async-content';
import { QueryBoundary } from '../shared/data/query-boundary';
import { EmptyState } from '../shared/empty-state';
import { Pager } from '../shared/pager';
import { KEEP_SCROLL_POSITION } from '../shared/scroll-restoration';
import { useTopicOrderShown } from './group-changes';
import { GROUP_QUERIES, useGroupTopics, useTopicOrder } from './group-queries';
import { useGroupsMessages } from './groups-messages';
import { DRAWN_TOPIC_ORDER } from './topic-order-drawn';
import { TopicOrderSelect } from './topic-order-select';
import { useTopicPage } from './use-topic-page';
import styles from './topic-order.module.css';

// The rows, with the member's "N new" and what reads it, in a part of their own: what this list loads is
// named in the group page's code (its dependencies), which a visitor's first load carries. Asked for as soon
// as the list's code runs, beside the topics' own read, so the rows wait for no second round trip.
const rowsPart = import('./group-topic-rows');
const TopicRows = lazy(() => rowsPart.then((module) => ({ default: module.TopicRows })));

/**
 * One page of the group's topics in the order this device lists them (pinned first, then newest first or by
 * latest activity: the group's order, across every page, as its view sends it), with the choice of order and
 * the pager to the other pages. The list says which order it was drawn in (DRAWN_TOPIC_ORDER).
 */
export function TopicList({ groupId }: { groupId: number }) {
  const { page, hrefForPage } = useTopicPage();
  const { order, choose } = useTopicOrder();
  const navigate = useNavigate();
  const t = useGroupsMessages();
  useTopicOrderShown(groupId, order);
  // Another order starts at its first page; the reader stays where they are on the screen.
  const chooseOrder = useCallback(
    (next: TopicOrder) => {
      choose(next);
      if (page !== DEFAULT_PAGE) void navigate(hrefForPage(DEFAULT_PAGE), KEEP_SCROLL_POSITION);
    },
    [choose, page, navigate, hrefForPage],
  );
  return (
    <div {...{ [DRAWN_TOPIC_ORDER]: order }}>
      <div className={styles.choice}>
        <TopicOrderSelect order={order} onChange={chooseOrder} />
      </div>
      {/* One per order: the topics listed in another go with it, never shown under this one while the group is
          read in it; the select stays, with the focus. Another page of the same order keeps the one shown. */}
      <QueryBoundary key={order} inline loadingLabel={t('loadingTopics')} errorTitle={t('topicsFailed')}>
        <TopicPage groupId={groupId} page={page} order={order} hrefForPage={hrefForPage} />
      </QueryBoundary>
    </div>
  );
}

interface TopicPageProps {
  groupId: number;
  page: number;
  order: TopicOrder;
  hrefForPage(page: number): string;
}

function TopicPage({ groupId, page, order, hrefForPage }: TopicPageProps) {
  const topics = useGroupTopics(groupId, page, order);
  const t = useGroupsMessages();
  return (
    <AsyncContent state={topics} loadingLabel={t('loadingTopics')}>
      {({ rows, pager }) => (
        <>
          {rows.length === 0 ? (
            <EmptyState>{t('noTopics')}</EmptyState>
          ) : (
            <TopicRows rows={rows} list={GROUP_QUERIES.topicPage(groupId, page, order)} />
          )}
          <Pager pager={pager} label={t('topicPages')} hrefFor={hrefForPage} />
        </>
      )}
    </AsyncContent>
  );
}
