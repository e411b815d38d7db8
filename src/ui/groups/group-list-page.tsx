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
import { useGroupListQuery } from './use-group-list-query';
import feature from './groups-feature.module.css';
import styles from './group-list-page.module.css';

/** `/group`: every working group, sorted and paged as the address says, the viewer's own ones marked. */
export function GroupListPage() {
  useDocumentTitle('Working groups');
  const { query, changeSort, hrefForPage } = useGroupListQuery();

  return (
    <div className={feature.page}>
      <header className={feature.head}>
        <p className={feature.kicker}>Community</p>
        <div className={feature.titleRow}>
          <h1 className={feature.title}>Working groups</h1>
          <DrupalActions
            actions={[
              { label: 'Create group in the content system', path: 'group/add/workgroup', icon: 'create' },
            ]}
          />
        </div>
        <p className={styles.lead}>
          Members meet in working groups around a shared field of research, at the conference and in between.
        </p>
      </header>
      <div className={styles.results}>
        <GroupSort sortBy={query.sortBy} sortOrder={query.sortOrder} onChange={changeSort} />
        <QueryBoundary
          inline
          loadingLabel="Loading working groups"
          errorTitle="The working groups could not be loaded"
        >
          <GroupResults query={query} hrefForPage={hrefForPage} />
        </QueryBoundary>
      </div>
    </div>
  );
}

function GroupResults({ query, hrefForPage }: { query: GroupListQuery; hrefForPage(page: number): string }) {
  const viewer = useViewer();
  const groups = useGroupList(query);
  return (
    <AsyncContent state={groups} loadingLabel="Loading working groups">
      {({ rows, pager }) =>
        rows.length === 0 ? (
          <EmptyState>No working groups on this page</EmptyState>
        ) : (
          <>
            <p className={styles.count}>
              {pager.totalItems} working {pager.totalItems === 1 ? 'group' : 'groups'}
            </p>
            <ul className={styles.grid} aria-label="Working groups">
              {rows.map((group) => (
                <li key={group.id}>
                  <GroupCard group={group} viewer={viewer} />
                </li>
              ))}
            </ul>
            <Pager pager={pager} label="Working group pages" hrefFor={hrefForPage} />
          </>
        )
      }
    </AsyncContent>
  );
}
