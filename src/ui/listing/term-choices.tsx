import type { FilterTerm } from '@/domain/news/news';
import styles from './term-choices.module.css';

interface TermChoicesProps {
  legend: string;
  /** The checkboxes' name; each one's value is its term's id, so a form can be read for what is ticked. */
  name: string;
  terms: readonly FilterTerm[];
  chosen: readonly number[];
  onChange(chosen: number[]): void;
}

/** One vocabulary as a group of checkboxes, drawn as chips; any number may be ticked. */
export function TermChoices({ legend, name, terms, chosen, onChange }: TermChoicesProps) {
  if (terms.length === 0) return null;
  const toggle = (tid: number, on: boolean) =>
    onChange(on ? [...chosen, tid] : chosen.filter((held) => held !== tid));
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <ul className={styles.chips}>
        {terms.map((term) => (
          <li key={term.tid}>
            <label className={styles.chip}>
              <input
                type="checkbox"
                name={name}
                value={term.tid}
                className={styles.checkbox}
                checked={chosen.includes(term.tid)}
                onChange={(event) => toggle(term.tid, event.target.checked)}
              />
              <span>{term.name}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The ids of the terms ticked in `form` under `name`, as TermChoices draws them. */
export const tickedIn = (form: HTMLFormElement, name: string): number[] =>
  [...form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]:checked`)].map((box) =>
    Number(box.value),
  );
