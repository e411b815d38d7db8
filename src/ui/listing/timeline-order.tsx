import { useId } from 'react';
import styles from './timeline-order.module.css';

const ORDERS = [
  { reversed: false, label: 'Oldest first' },
  { reversed: true, label: 'Newest first' },
] as const;

/** Two radio buttons, drawn as a segmented control, that turn the timeline round. */
export function TimelineOrder({
  reversed,
  onChange,
}: {
  reversed: boolean;
  onChange(reversed: boolean): void;
}) {
  const name = useId();
  return (
    <fieldset className={styles.order}>
      <legend className="visually-hidden">Order of the timeline</legend>
      {ORDERS.map((order) => (
        <label key={order.label} className={styles.orderOption}>
          <input
            type="radio"
            name={name}
            className={styles.orderRadio}
            checked={reversed === order.reversed}
            onChange={() => onChange(order.reversed)}
          />
          <span>{order.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
