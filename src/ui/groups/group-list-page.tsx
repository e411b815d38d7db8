import { memo } from 'react';
import type { GroupListQuery } from '@/application/groups/group-gateway';
import { AsyncContent } from '../shared/async-content';
import { Pager } from '../shared/pager';
import { useViewer } from '../shared/use-viewer';
import { EmptyState } from '../shared/empty-state';
import { QueryBoundary } from '../shared/data/query-boundary';
import { useDocumentTitle } from '../shared/use-document-title';
import { DrupalActions } from './drupal-actions';
import { GroupCard } from './group-card';
import { useGroupList } from './group-queries';
import { GroupSort } from './group-sort';
import { useGroupsMessages } from './groups-messages';
import { useGroupListQuery } from './use-group-list-query';
import feature from './groups-feature.module.css';
import styles from './group-list-page.module.css';
import pendingList from '../shared/async-content.module.css';

/** `/group`: every working group, sorted and paged as the address says, the viewer's own ones marked. */
export function GroupListPage() {
  const t = useGroupsMessages();
  useDocumentTitle(t('workingGroups'));
  const { query, chosen, pending, changeSort, hrefForPage } = useGroupListQuery();

  return (
    <div className={feature.page}>
      <header className={feature.head}>
        <p className={feature.kicker}>{t('community')}</p>
        <div className={feature.titleRow}>
          <h1 className={feature.title}>{t('workingGroups')}</h1>
          <DrupalActions
            actions={[{ label: t('createGroupInCms'), path: 'group/add/workgroup', icon: 'create' }]}
          />
        </div>
        <p className={styles.lead}>{t('groupsLead')}</p>
      </header>
      <div className={styles.results}>
        <GroupSort sortBy={chosen.sortBy} sortOrder={chosen.sortOrder} onChange={changeSort} />
        {/* Dimmed at once from the choice, before the list in that order is drawn. */}
        <div aria-busy={pending || undefined} className={pending ? pendingList.pending : undefined}>
          <QueryBoundary inline loadingLabel={t('loadingGroups')} errorTitle={t('groupsFailed')}>
            <GroupResults query={query} hrefForPage={hrefForPage} />
          </QueryBoundary>
        </div>
      </div>
    </div>
  );
}

const GroupResults = memo(function GroupResults({
  query,
  hrefForPage,
}: {
  query: GroupListQuery;
  hrefForPage(page: number): string;
}) {
  const viewer = useViewer();
  const groups = useGroupList(query);
  const t = useGroupsMessages();
  return (
    <AsyncContent state={groups} loadingLabel={t('loadingGroups')}>
      {({ rows, pager }) =>
        rows.length === 0 ? (
          <EmptyState>{t('noGroupsOnPage')}</EmptyState>
        ) : (
          <>
            <p className={styles.count}>{t('groupCount', { count: pager.totalItems })}</p>
            <ul className={styles.grid} aria-label={t('workingGroups')}>
              {rows.map((group) => (
                <li key={group.id}>
                  <GroupCard group={group} viewer={viewer} />
                </li>
              ))}
            </ul>
            <Pager pager={pager} label={t('groupPages')} hrefFor={hrefForPage} />
          </>
        )
      }
    </AsyncContent>
  );
});
