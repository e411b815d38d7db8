import { useParams } from 'react-router-dom';
import { GroupView } from './group-view';
import { isIdSegment, NotFound } from './route-ids';

/** `/group/:id`: one working group (the list, `/group`, is a screen of its own). */
export function GroupPage() {
  const { id = '' } = useParams();
  if (!isIdSegment(id)) return <NotFound path={`group/${id}`} />;
  // A fresh view per group, so nothing of one group's state lingers on the next.
  return <GroupView key={id} id={Number(id)} />;
}
