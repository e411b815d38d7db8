import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { lazyPart } from '../app/lazy-part';
import { AsyncContent } from '../shared/async-content';
import { useViewer } from '../shared/use-viewer';
import { QueryBoundary } from '../shared/data/query-boundary';
import { useGroupsOf } from './group-queries';
import { useGroupMemberMessages } from './group-member-messages';
import { TopicNewsList, TopicNewsPanel } from './topic-news-panel';
import styles from './my-groups-panel.module.css';

// Drawn by the server with the news; its code kept out of the member area's first load (as TopicNewsList's).
const GroupNews = lazyPart(
  () => import('./group-news'),
  (module) => module.GroupNews,
);

/** The code of the parts the server draws what is new with, for the browser to take them over in one pass. */
export const preloadMemberAreaParts = () => Promise.all([TopicNewsList.preload(), GroupNews.preload()]);

/**
 * The member area's "New in your groups", with each topic new to the member (TopicNewsPanel), then "My working
 * groups": the groups the member is in, each a link, leaders marked, and those with comments new to the member.
 */
export function MyGroupsPanel() {
  const t = useGroupMemberMessages();
  // What is new comes first: on a phone it is the member area's first screen (issue 61).
  return (
    <>
      <TopicNewsPanel />
      <section className={styles.panel} aria-labelledby="my-groups">
        <h2 id="my-groups">{t('myGroups')}</h2>
        <QueryBoundary inline loadingLabel={t('loadingMyGroups')} errorTitle={t('myGroupsFailed')}>
          <OwnGroups />
        </QueryBoundary>
        <Link to="/group">{t('allGroups')}</Link>
      </section>
    </>
  );
}

function OwnGroups() {
  const groups = useGroupsOf(useViewer().userId);
  const t = useGroupMemberMessages();
  return (
    <AsyncContent state={groups} loadingLabel={t('loadingMyGroups')}>
      {(own) =>
        own.length === 0 ? (
          <p className={styles.empty}>{t('notInAnyGroup')}</p>
        ) : (
          <ul className={styles.groups}>
            {own.map(({ group, standing }) => (
              <li key={group.id}>
                <Link to={`/group/${group.id}`} dir="auto">
                  {group.title}
                </Link>
                {standing.kind === 'leader' && <span className={styles.muted}> · {t('youLeadIt')}</span>}
                <Suspense fallback={null}>
                  <GroupNews groupId={group.id} />
                </Suspense>
              </li>
            ))}
          </ul>
        )
      }
    </AsyncContent>
  );
}
