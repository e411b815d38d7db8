import { useId } from 'react';
import type { GroupSortField, SortOrder } from '@/domain/groups/group';
import { useHeldChoice } from '../shared/use-held-choice';
import { type GroupsKey, useGroupsMessages } from './groups-messages';
import feature from './groups-feature.module.css';
import styles from './group-sort.module.css';

const CHOICES: readonly { value: `${GroupSortField} ${SortOrder}`; label: GroupsKey }[] = [
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

/**
 * One choice of field and direction: four plain options read better than two linked controls. An order chosen
 * before the code arrived sorts the list once it has (useHeldChoice).
 */
export function GroupSort({ sortBy, sortOrder, onChange }: GroupSortProps) {
  const id = useId();
  const t = useGroupsMessages();
  const choose = ({ value }: HTMLSelectElement) => {
    const [field, order] = value.split(' ') as [GroupSortField, SortOrder];
    onChange(field, order);
  };
  const select = useHeldChoice(choose);
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>{t('sortBy')}</label>
      <select
        id={id}
        className={feature.select}
        ref={select}
        value={`${sortBy} ${sortOrder}`}
        onChange={(event) => choose(event.target)}
      >
        {CHOICES.map(({ value, label }) => (
          <option key={value} value={value}>
            {t(label)}
          </option>
        ))}
      </select>
    </div>
  );
}
