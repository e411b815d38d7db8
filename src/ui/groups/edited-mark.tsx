import { isEdited, type Dated } from '@/domain/groups/discussion-marks';
import { ShownDate } from '../shared/shown-date';
import { useGroupMemberMessages } from './group-member-messages';
import { richMessage } from './rich-message';

/** " · edited {date}" after a byline, for a comment or topic changed after it was written; nothing otherwise. */
export function EditedMark({ item }: { item: Dated }) {
  const t = useGroupMemberMessages();
  if (!isEdited(item)) return null;
  return (
    <>
      {' · '}
      <span>{richMessage(t, 'edited', { date: <ShownDate key="date" iso={item.changed} /> })}</span>
    </>
  );
}
