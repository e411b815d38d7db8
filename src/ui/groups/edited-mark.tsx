import { isEdited, type Dated } from '@/domain/groups/discussion-marks';
import { ShownMoment } from '../shared/shown-moment';
import { useDateFormat } from '../shared/use-date-format';
import { useGroupMemberMessages } from './group-member-messages';
import { richMessage } from './rich-message';

/**
 * " · edited {time}" after a byline, for a comment or topic changed after it was written; nothing otherwise.
 * Edited on the day it was written, it says the time of day alone: the byline shows that day already.
 */
export function EditedMark({ item }: { item: Dated }) {
  const t = useGroupMemberMessages();
  const { onOneDay } = useDateFormat();
  if (!isEdited(item)) return null;
  const sameDay = onOneDay(item.created, item.changed);
  const moment = <ShownMoment key="moment" iso={item.changed} dayShown={sameDay} />;
  return (
    <>
      {' · '}
      <span>
        {sameDay ? richMessage(t, 'editedAt', { time: moment }) : richMessage(t, 'edited', { date: moment })}
      </span>
    </>
  );
}
