import type { GroupSortField, SortOrder } from '@/domain/groups/group';
import { ChoiceSelect } from './choice-select';
import { type GroupsKey, useGroupsMessages } from './groups-messages';

type GroupSortChoice = `${GroupSortField} ${SortOrder}`;

const CHOICES: readonly { value: GroupSortChoice; label: GroupsKey }[] = [
  { value: 'title ASC', label: 'titleAscending' },
  { value: 'title DESC', label: 'titleDescending' },
  { value: 'created DESC', label: 'newestFirst' },
  { value: 'created ASC', label: 'oldestFirst' },
];

interface GroupSortProps {
  sortBy: GroupSortField;
  sortOrder: SortOrder;
  onChange(sortBy: GroupSortField, sortOrder: SortOrder): void;
}

/** One choice of field and direction: four plain options read better than two linked controls. */
export function GroupSort({ sortBy, sortOrder, onChange }: GroupSortProps) {
  const t = useGroupsMessages();
  return (
    <ChoiceSelect
      label={t('sortBy')}
      choices={CHOICES.map(({ value, label }) => ({ value, label: t(label) }))}
      value={`${sortBy} ${sortOrder}`}
      onChange={(value) => {
        const [field, order] = value.split(' ') as [GroupSortField, SortOrder];
        onChange(field, order);
      }}
    />
  );
}
