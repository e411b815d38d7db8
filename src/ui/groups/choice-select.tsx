import { useId } from 'react';
import { useHeldChoice } from '../shared/use-held-choice';
import feature from './groups-feature.module.css';

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
 * A labelled select of a few plain options that orders a list: the working groups (GroupSort), a group's
 * topics (TopicOrderSelect). A choice made before the code arrived applies once it has (useHeldChoice). Kept
 * with the groups, its only readers, and styled by their feature's sheet: a shared piece of its own cost a
 * visitor's /group a script and a stylesheet more (tests/e2e/first-load-budget.spec.ts).
 */
export function ChoiceSelect<V extends string>({ label, choices, value, onChange }: ChoiceSelectProps<V>) {
  const id = useId();
  const choose = (select: HTMLSelectElement) => {
    const chosen = choices.find((choice) => choice.value === select.value);
    if (chosen) onChange(chosen.value);
  };
  const select = useHeldChoice(choose);
  return (
    <div className={feature.choice}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={feature.select}
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
