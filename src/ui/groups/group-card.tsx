import type { WorkingGroup } from '@/domain/groups/group';
import { membershipOf } from '@/domain/groups/group-membership';
import type { Viewer } from '@/domain/session/viewer';
import { Card } from '../shared/card';
import { useDateFormat } from '../shared/use-date-format';
import { ownGroupLabel } from './standing';
import styles from './group-card.module.css';

/** A working group in the list: since when, its title linking to its page, its summary, and "Your group". */
export function GroupCard({ group, viewer }: { group: WorkingGroup; viewer: Viewer }) {
  const { formatDate } = useDateFormat();
  const own = viewer.loggedIn ? ownGroupLabel(membershipOf(group.members, viewer.userId)) : null;
  return (
    <Card
      dateTime={group.created}
      dateLabel={`Since ${formatDate(group.created)}`}
      title={group.title}
      path={`/group/${group.id}`}
      summaryHtml={group.summaryHtml}
      headingLevel={2}
    >
      {own && <p className={styles.badge}>{own}</p>}
    </Card>
  );
}
