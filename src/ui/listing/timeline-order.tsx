import { useId } from 'react';
import { usePublicMessages } from '../i18n/public-messages';
import { useHeldChoice } from '../shared/use-held-choice';
import styles from './timeline-order.module.css';

const ORDERS = [
  { reversed: false, label: 'oldestFirst' },
  { reversed: true, label: 'newestFirst' },
] as const;

/**
 * Two radio buttons, drawn as a segmented control, that turn the timeline round; one picked before the code
 * arrived turns it once the code has (useHeldChoice).
 */
export function TimelineOrder({
  reversed,
  onChange,
}: {
  reversed: boolean;
  onChange(reversed: boolean): void;
}) {
  const name = useId();
  const t = usePublicMessages();
  const group = useHeldChoice<HTMLFieldSetElement>((fieldset) => {
    const checked = fieldset.querySelector<HTMLInputElement>('input:checked')?.value;
    const picked = ORDERS.find(({ label }) => label === checked);
    if (picked) onChange(picked.reversed);
  });
  return (
    <fieldset ref={group} className={styles.order}>
      <legend className="visually-hidden">{t('timelineOrder')}</legend>
      {ORDERS.map((order) => (
        <label key={order.label} className={styles.orderOption}>
          <input
            type="radio"
            name={name}
            value={order.label}
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
