import { useParams } from 'react-router-dom';
import { isIdSegment, NotFound } from './route-ids';
import { TopicView } from './topic-view';

/** `/group_topics/single/:id`. */
export function TopicPage() {
  const { id = '' } = useParams();
  if (!isIdSegment(id)) return <NotFound path={`group_topics/single/${id}`} />;
  return <TopicView key={id} nid={Number(id)} />;
}
