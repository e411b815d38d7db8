import { useId } from 'react';
import { usePublicMessages } from '../i18n/public-messages';
import styles from './timeline-order.module.css';

const ORDERS = [
  { reversed: false, label: 'oldestFirst' },
  { reversed: true, label: 'newestFirst' },
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
  const t = usePublicMessages();
  return (
    <fieldset className={styles.order}>
      <legend className="visually-hidden">{t('timelineOrder')}</legend>
      {ORDERS.map((order) => (
        <label key={order.label} className={styles.orderOption}>
          <input
            type="radio"
            name={name}
            className={styles.orderRadio}
            checked={reversed === order.reversed}
            onChange={() => onChange(order.reversed)}
          />
          <span>{t(order.label)}</span>
        </label>
      ))}
    </fieldset>
  );
}
