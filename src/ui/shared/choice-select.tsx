import { useId } from 'react';
import { useHeldChoice } from './use-held-choice';
import styles from './choice-select.module.css';

/** One option of a ChoiceSelect: its value and the words shown for it. */
export interface Choice<V extends string> {
  readonly value: V;
  readonly label: string;
}

interface ChoiceSelectProps<V extends string> {
  /** The select's visible label, and so its accessible name. */
  label: string;
  choices: readonly Choice<V>[];
  value: V;
  onChange(value: V): void;
}

/**
 * A labelled select of a few plain options that orders a list (the working groups, a group's topics). A
 * choice made before the code arrived applies once it has (useHeldChoice).
 */
export function ChoiceSelect<V extends string>({ label, choices, value, onChange }: ChoiceSelectProps<V>) {
  const id = useId();
  const choose = (select: HTMLSelectElement) => {
    const chosen = choices.find((choice) => choice.value === select.value);
    if (chosen) onChange(chosen.value);
  };
  const select = useHeldChoice(choose);
  return (
    <div className={styles.choice}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={styles.select}
        ref={select}
        value={value}
        onChange={(event) => choose(event.target)}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
