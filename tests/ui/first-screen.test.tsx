import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Link, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { FirstScreenProvider, seededFirstScreen } from '@/ui/app/first-screen';
import { useAsync } from '@/ui/shared/use-async';

/** What a list does: one load under a first-screen key. */
function Greeting({ load }: { load: () => Promise<string> }) {
  const state = useAsync(load, [load], 'greeting');
  return <p>{state.status === 'ready' ? state.data : 'Loading'}</p>;
}

function renderGreeting(load: () => Promise<string>) {
  return render(
    <FirstScreenProvider value={seededFirstScreen({ greeting: 'Served hello' })}>
      <MemoryRouter>
        <Routes>
          <Route path="/" element={<Greeting load={load} />} />
          <Route path="/again" element={<Greeting key="again" load={load} />} />
        </Routes>
        <Link to="/again">Go on</Link>
      </MemoryRouter>
    </FirstScreenProvider>,
  );
}

describe('a server-rendered first screen', () => {
  it('is drawn from the answers it came with, without asking again', () => {
    const load = vi.fn(async () => 'Fresh hello');
    renderGreeting(load);
    expect(screen.getByText('Served hello')).toBeVisible();
    expect(load).not.toHaveBeenCalled();
  });

  it('counts for the first screen only: the next screen loads afresh', async () => {
    const load = vi.fn(async () => 'Fresh hello');
    renderGreeting(load);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go on' }));
    expect(await screen.findByText('Fresh hello')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
