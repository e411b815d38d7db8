import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TermChoices } from '@/ui/listing/term-choices';

const TERMS = [
  { tid: 1, name: 'Calls' },
  { tid: 2, name: 'Events' },
  { tid: 3, name: 'Jobs' },
];

describe('a vocabulary’s boxes', () => {
  const choices = (chosen: readonly number[]) => (
    <form>
      <TermChoices legend="Category" name="tid" terms={TERMS} chosen={chosen} onTick={vi.fn()} />
    </form>
  );
  const ticked = () =>
    screen
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => box.closest('label')?.textContent);

  it('keeps a box ticked meanwhile when the same choice comes back as a new array (its list drawn)', async () => {
    const { rerender } = render(choices([1]));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Events' }));
    rerender(choices([1]));
    expect(ticked()).toEqual(['Calls', 'Events']);
  });

  it('is set to a choice made otherwise (Back, Clear filters)', async () => {
    const { rerender } = render(choices([1]));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Events' }));
    rerender(choices([3]));
    expect(ticked()).toEqual(['Jobs']);
    rerender(choices([]));
    expect(ticked()).toEqual([]);
  });
});
