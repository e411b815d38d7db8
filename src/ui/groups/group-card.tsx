import type { WorkingGroup } from '@/domain/groups/group';
import { standingOf } from '@/domain/groups/group-standing';
import type { Viewer } from '@/domain/session/viewer';
import { Card } from '../shared/card';
import { useDateFormat } from '../shared/use-date-format';
import { useGroupsMessages } from './groups-messages';
import { ownGroupLabel } from './own-group-label';
import styles from './group-card.module.css';

/** A working group in the list: since when, its title linking to its page, its summary, and "Your group". */
export function GroupCard({ group, viewer }: { group: WorkingGroup; viewer: Viewer }) {
  const { formatDate } = useDateFormat();
  const t = useGroupsMessages();
  const own = viewer.loggedIn ? ownGroupLabel(standingOf(group.members, viewer.userId), t) : null;
  return (
    <Card
      dateTime={group.created}
      dateLabel={t('since', { date: formatDate(group.created) })}
      title={group.title}
      path={`/group/${group.id}`}
      summaryHtml={group.summaryHtml}
      headingLevel={2}
    >
      {own && <p className={styles.badge}>{own}</p>}
    </Card>
  );
}
