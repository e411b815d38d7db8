import { PersistentStorage } from '@/application/storage/key-value-storage';
import { SessionStorage } from '@/application/storage/key-value-storage';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { firstEntryKey } from '@/ui/shared/first-entry';
import { MemoryRouter, Link, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { defaultConfig } from '@/infrastructure/config/load-config';
import { createContainer, override } from '@/infrastructure/container';
import { InMemoryStorage } from '@/infrastructure/fakes/in-memory-storage';
import { FirstScreenEnd, seedFirstScreen } from '@/ui/app/server-drawn-screen';
import { ServicesProvider } from '@/ui/app/services';
import { useQuery } from '@/ui/shared/data/use-query';

/** What a list does: one load under a first-screen key. */
function Greeting({ load }: { load: () => Promise<string> }) {
  return <p>{useQuery('greeting', load).data}</p>;
}

function renderGreeting(load: () => Promise<string>) {
  const container = createContainer(defaultConfig, [
    override(PersistentStorage, new InMemoryStorage()),
    override(SessionStorage, new InMemoryStorage()),
  ]);
  seedFirstScreen(container, { greeting: 'Served hello' });
  return render(
    <ServicesProvider container={container}>
      <MemoryRouter>
        <FirstScreenEnd />
        <Suspense fallback={<p>Loading</p>}>
          <Routes>
            <Route path="/" element={<Greeting load={load} />} />
            <Route path="/again" element={<Greeting key="again" load={load} />} />
          </Routes>
        </Suspense>
        <Link to="/again">Go on</Link>
      </MemoryRouter>
    </ServicesProvider>,
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

describe('the first history entry', () => {
  it('is React Router’s fresh entry, or the app’s own entry that a reload brought back', () => {
    expect(firstEntryKey(null)).toBe('default');
    expect(firstEntryKey({ usr: null, key: 'k3v9', idx: 2 })).toBe('k3v9');
    expect(firstEntryKey({ key: 7 })).toBe('default');
  });
});
