import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useHeldChoice } from '@/ui/shared/use-held-choice';

const ORDERS = ['Oldest first', 'Newest first'];
const TERMS = ['Calls for papers', 'Events', 'Jobs'];

/**
 * A page that holds three choices, as the group list holds its sort, the news their filters and the timeline
 * its order: a select, checkboxes read together from their form, radios from their fieldset; each one's
 * state is shown beside it. `chosen` counts the choices handed over at the take-over.
 */
function Page({
  chosen = () => {},
  drawnTicked = [],
  drawnSort = 'title',
}: {
  chosen?: (what: string) => void;
  drawnTicked?: string[];
  drawnSort?: string;
}) {
  const [sort, setSort] = useState(drawnSort);
  const [ticked, setTicked] = useState(drawnTicked);
  const [order, setOrder] = useState(ORDERS[0]);
  const select = useHeldChoice<HTMLSelectElement>((field) => (chosen('sort'), setSort(field.value)));
  const form = useHeldChoice<HTMLFormElement>((boxes) => {
    chosen('terms');
    setTicked([...boxes.querySelectorAll<HTMLInputElement>('input:checked')].map((box) => box.value));
  });
  const fieldset = useHeldChoice<HTMLFieldSetElement>((radios) => {
    chosen('order');
    setOrder(radios.querySelector<HTMLInputElement>('input:checked')?.value ?? ORDERS[0]);
  });
  return (
    <>
      <select
        aria-label="Sort by"
        ref={select}
        value={sort}
        onChange={(event) => setSort(event.target.value)}
      >
        <option value="title">Title</option>
        <option value="created">Date</option>
      </select>
      <form ref={form} aria-label="Filter">
        {TERMS.map((term) => (
          <label key={term}>
            <input
              type="checkbox"
              value={term}
              checked={ticked.includes(term)}
              onChange={(event) =>
                setTicked(event.target.checked ? [...ticked, term] : ticked.filter((held) => held !== term))
              }
            />
            {term}
          </label>
        ))}
      </form>
      <fieldset ref={fieldset}>
        <legend>Order</legend>
        {ORDERS.map((label) => (
          <label key={label}>
            <input
              type="radio"
              name="order"
              value={label}
              checked={order === label}
              onChange={() => setOrder(label)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <output aria-label="held">{[sort, ...ticked, order].join(' · ')}</output>
    </>
  );
}

/** The HTML the server draws, in the document, with `choose` done to it as a reader's clicks would. */
function drawnThen(choose: (root: HTMLElement) => void, drawnTicked: string[] = []): HTMLElement {
  const root = document.createElement('div');
  document.body.append(root);
  root.innerHTML = renderToString(<Page drawnTicked={drawnTicked} />);
  choose(root);
  return root;
}

/** Sets the box or radio labelled `label` as a click would (a radio's click unchecks the others). */
const pick = (root: HTMLElement, label: string, checked = true) =>
  root.querySelectorAll('label').forEach((element) => {
    if (element.textContent === label) element.querySelector('input')!.checked = checked;
  });

async function takeOver(root: HTMLElement, drawnTicked: string[] = []) {
  const chosen = vi.fn();
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(root, <Page chosen={chosen} drawnTicked={drawnTicked} />, {
      onRecoverableError: recoverable,
    });
  });
  expect(recoverable, 'hydration errors').not.toHaveBeenCalled();
  return chosen;
}

describe('a drawn choice whose state the page holds', () => {
  it('hands what was chosen before the take-over to the page, once for each field or group, with no mismatch', async () => {
    const root = drawnThen((drawn) => {
      drawn.querySelector('select')!.value = 'created';
      pick(drawn, 'Calls for papers');
      pick(drawn, 'Jobs');
      pick(drawn, 'Newest first');
    });
    const chosen = await takeOver(root);

    expect(screen.getByLabelText('held')).toHaveTextContent(
      'created · Calls for papers · Jobs · Newest first',
    );
    expect(chosen.mock.calls).toEqual([['sort'], ['terms'], ['order']]);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('created');
    expect(screen.getByRole('checkbox', { name: 'Calls for papers' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Events' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Jobs' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Newest first' })).toBeChecked();
  });

  it('hands over a box drawn ticked that the reader unticked', async () => {
    const root = drawnThen((drawn) => pick(drawn, 'Events', false), ['Events', 'Jobs']);
    const chosen = await takeOver(root, ['Events', 'Jobs']);
    expect(chosen.mock.calls).toEqual([['terms']]);
    expect(screen.getByLabelText('held')).toHaveTextContent(/^title · Jobs · Oldest first$/);
    expect(screen.getByRole('checkbox', { name: 'Events' })).not.toBeChecked();
  });

  it('hands nothing over where the reader changed nothing, or changed it back', async () => {
    const root = drawnThen((drawn) => {
      pick(drawn, 'Events');
      pick(drawn, 'Events', false);
      drawn.querySelector('select')!.value = 'created';
      drawn.querySelector('select')!.value = 'title';
    });
    const chosen = await takeOver(root);
    expect(chosen).not.toHaveBeenCalled();
    expect(screen.getByLabelText('held')).toHaveTextContent(/^title · Oldest first$/);
  });

  it('goes on from there: a change after the take-over is the page’s as ever', async () => {
    const root = drawnThen((drawn) => pick(drawn, 'Newest first'));
    await takeOver(root);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Events' }));
    await user.click(screen.getByRole('radio', { name: 'Oldest first' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Date');
    expect(screen.getByLabelText('held')).toHaveTextContent('created · Events · Oldest first');
  });

  it('hands nothing over when the page is drawn in the browser, whatever it shows', () => {
    const chosen = vi.fn();
    render(<Page chosen={chosen} drawnTicked={['Jobs']} drawnSort="created" />);
    expect(chosen).not.toHaveBeenCalled();
  });
});
