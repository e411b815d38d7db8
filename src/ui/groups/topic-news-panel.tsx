import { Suspense } from 'react';
import { lazyPart } from '../app/lazy-part';
import { useGroupMemberMessages } from './group-member-messages';
import styles from './my-groups-panel.module.css';

/**
 * Its code is kept out of the member area's first load. The server draws the list; a browser taking that over
 * has the code first (preloadMemberAreaParts), so the whole screen is taken over in one pass: a part whose
 * code came later was drawn afresh, its loading state moving the cards below (issue 61).
 */
export const TopicNewsList = lazyPart(
  () => import('./topic-news-list'),
  (module) => module.TopicNewsList,
);

/**
 * The member area's "New in your groups" (issue 51): every topic with comments new to the member across their
 * groups, newest activity first. Drawn with its list by the server too (issue 61), so the cards below it stay
 * where they are when the browser takes the page over.
 */
export function TopicNewsPanel() {
  const t = useGroupMemberMessages();
  return (
    <section className={styles.panel} aria-labelledby="topic-news">
      <h2 id="topic-news">{t('newInYourGroups')}</h2>
      <Suspense fallback={<p className={styles.muted}>{t('loadingTopicNews')}</p>}>
        <TopicNewsList />
      </Suspense>
    </section>
  );
}
