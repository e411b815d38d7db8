import { useId } from 'react';
import type { GroupSortField, SortOrder } from '@/domain/groups/group';
import feature from './groups-feature.module.css';
import styles from './group-sort.module.css';

const CHOICES: readonly { value: `${GroupSortField} ${SortOrder}`; label: string }[] = [
  { value: 'title ASC', label: 'Title, A to Z' },
  { value: 'title DESC', label: 'Title, Z to A' },
  { value: 'created DESC', label: 'Newest first' },
  { value: 'created ASC', label: 'Oldest first' },
];

interface GroupSortProps {
  sortBy: GroupSortField;
  sortOrder: SortOrder;
  onChange(sortBy: GroupSortField, sortOrder: SortOrder): void;
}

/** One choice of field and direction: four plain options read better than two linked controls. */
export function GroupSort({ sortBy, sortOrder, onChange }: GroupSortProps) {
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        className={feature.select}
        value={`${sortBy} ${sortOrder}`}
        onChange={(event) => {
          const [field, order] = event.target.value.split(' ') as [GroupSortField, SortOrder];
          onChange(field, order);
        }}
      >
        {CHOICES.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
