import { useLayoutEffect, useRef } from 'react';
import type { FilterTerm } from '@/domain/news/news';
import styles from './term-choices.module.css';

interface TermChoicesProps {
  legend: string;
  /** The checkboxes' name; each one's value is its term's id, so a form can be read for what is ticked. */
  name: string;
  terms: readonly FilterTerm[];
  chosen: readonly number[];
  /** A box was ticked or unticked: its form tells what is ticked now (tickedIn). */
  onTick(form: HTMLFormElement): void;
}

/**
 * One vocabulary as a group of checkboxes, drawn as chips; any number may be ticked. The boxes keep their own
 * state, so a tick paints in the click's own frame without a render (issue 52); they are set to `chosen` when
 * it changes otherwise (Back, Clear filters).
 */
export function TermChoices({ legend, name, terms, chosen, onTick }: TermChoicesProps) {
  const group = useRef<HTMLFieldSetElement>(null);
  const shown = useRef(chosen);
  useLayoutEffect(() => {
    // By the ids, not the array: the same choice comes back as a new one when its list is drawn (the address's
    // instead of the tick's), and setting the boxes then would untick a box ticked meanwhile.
    if (sameIds(shown.current, chosen) || !group.current) return;
    shown.current = chosen;
    for (const box of group.current.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`))
      box.checked = chosen.includes(Number(box.value));
  }, [chosen, name]);
  if (terms.length === 0) return null;
  return (
    <fieldset ref={group} className={styles.group}>
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
                defaultChecked={chosen.includes(term.tid)}
                onChange={(event) => event.target.form && onTick(event.target.form)}
              />
              <span>{term.name}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The same terms, in any order (each id once). */
const sameIds = (one: readonly number[], other: readonly number[]) =>
  one.length === other.length && one.every((id) => other.includes(id));

/** The ids of the terms ticked in `form` under `name`, as TermChoices draws them. */
export const tickedIn = (form: HTMLFormElement, name: string): number[] =>
  [...form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]:checked`)].map((box) =>
    Number(box.value),
  );
