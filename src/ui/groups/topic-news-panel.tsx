import { lazy, Suspense } from 'react';
import { useHydrated } from '../shared/use-hydrated';
import { useGroupMemberMessages } from './group-member-messages';
import styles from './my-groups-panel.module.css';

// Its list and its code come once the page is the browser's, kept out of the member area's first load.
const TopicNewsList = lazy(() =>
  import('./topic-news-list').then((module) => ({ default: module.TopicNewsList })),
);

/**
 * The member area's "New in your groups" (issue 51): every topic with comments new to the member across their
 * groups, newest activity first. Until the page is the browser's it says that it is loading, so the first
 * screen never waits for every group's topics.
 */
export function TopicNewsPanel() {
  const t = useGroupMemberMessages();
  const hydrated = useHydrated();
  const loading = <p className={styles.muted}>{t('loadingTopicNews')}</p>;
  return (
    <section className={styles.panel} aria-labelledby="topic-news">
      <h2 id="topic-news">{t('newInYourGroups')}</h2>
      {hydrated ? <Suspense fallback={loading}>{<TopicNewsList />}</Suspense> : loading}
    </section>
  );
}
