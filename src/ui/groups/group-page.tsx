import { useParams } from 'react-router-dom';
import { GroupListPage } from './group-list-page';
import { GroupView } from './group-view';
import { isIdSegment, NotFound } from './route-ids';

/** `/group/:id?`: the list of working groups, or one group. */
export function GroupPage() {
  const { id } = useParams();
  if (id === undefined) return <GroupListPage />;
  if (!isIdSegment(id)) return <NotFound path={`group/${id}`} />;
  // A fresh view per group, so nothing of one group's state lingers on the next.
  return <GroupView key={id} id={Number(id)} />;
}
