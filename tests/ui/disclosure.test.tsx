import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Disclosure } from '@/ui/shared/disclosure';

/** A disclosure as a view uses one: its state in React, the part it shows after it. */
function Filters() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Disclosure open={open} onOpenChange={setOpen} controls="filters">
        Filters
      </Disclosure>
      <p id="filters" hidden={!open}>
        By year
      </p>
      <button type="button" onClick={() => setOpen(false)}>
        Done
      </button>
    </>
  );
}

/** The <summary>: a button to the browser, which jsdom's roles do not know. */
const toggle = () => screen.getByText('Filters', { selector: 'summary' });
const detailsOf = (summary: HTMLElement) => summary.closest('details')!;

describe('Disclosure', () => {
  it('opens and closes with its button, and React knows', async () => {
    const user = userEvent.setup();
    render(<Filters />);
    expect(toggle().closest('details')).toHaveProperty('open', false);
    expect(toggle()).toHaveAttribute('aria-controls', 'filters');
    expect(screen.queryByText('By year')).not.toBeVisible();

    await user.click(toggle());
    expect(toggle().closest('details')).toHaveProperty('open', true);
    expect(detailsOf(toggle())).toHaveProperty('open', true);
    expect(screen.getByText('By year')).toBeVisible();

    await user.click(toggle());
    expect(toggle().closest('details')).toHaveProperty('open', false);
    expect(screen.queryByText('By year')).not.toBeVisible();
  });

  it('closes the element when React closes it', async () => {
    const user = userEvent.setup();
    render(<Filters />);
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(detailsOf(toggle())).toHaveProperty('open', false);
    expect(toggle().closest('details')).toHaveProperty('open', false);
  });

  it('follows the element when the browser opens it by itself (find in page)', async () => {
    render(<Filters />);
    act(() => {
      detailsOf(toggle()).open = true;
    });
    await waitFor(() => expect(toggle().closest('details')).toHaveProperty('open', true));
    expect(screen.getByText('By year')).toBeVisible();
  });

  it('is drawn as a native disclosure, with no role or aria-expanded, which HTML forbids on its summary', () => {
    const html = renderToString(<Filters />);
    expect(html).toMatch(
      /<details><summary class="[^"]*" aria-controls="filters">Filters<\/summary><\/details>/,
    );
    render(<Filters />);
    expect(toggle()).not.toHaveAttribute('role');
    expect(toggle()).not.toHaveAttribute('aria-expanded');
  });

  it('takes over what a reader opened before the code arrived', async () => {
    const user = userEvent.setup();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Filters />);
    // No code yet: the browser opens the <details> by itself.
    await user.click(toggle());
    expect(detailsOf(toggle())).toHaveProperty('open', true);

    render(<Filters />, { container, hydrate: true });
    await waitFor(() => expect(toggle().closest('details')).toHaveProperty('open', true));
    expect(screen.getByText('By year')).toBeVisible();
    await user.click(toggle());
    expect(toggle().closest('details')).toHaveProperty('open', false);
    expect(screen.queryByText('By year')).not.toBeVisible();
  });
});
