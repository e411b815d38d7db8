import { act, screen } from '@testing-library/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { BehaviorSubject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { useObservable } from '@/ui/app/services';

/** A store as the portal's are (`state$` and `snapshot()`): here, the reader's language. */
const languageStore = () => {
  const state$ = new BehaviorSubject('en');
  return { state$, snapshot: () => state$.value };
};
type Store = ReturnType<typeof languageStore>;

function Word({ store, label }: { store: Store; label: string }) {
  return <output aria-label={label}>{useObservable(store)}</output>;
}

/** A page and a part of it that React takes over after it, as the portal's lists are: its code comes later. */
function Page({ store, part }: { store: Store; part: ReactNode }) {
  return (
    <>
      <Word store={store} label="page" />
      <Suspense fallback="Loading…">{part}</Suspense>
    </>
  );
}

describe('a store read by a part of a drawn page that is taken over after the page', () => {
  it('is read as drawn while the part is taken over, then as it is: no mismatch when it changed meanwhile', async () => {
    const store = languageStore();
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = renderToString(<Page store={store} part={<Word store={store} label="part" />} />);

    let arrive = () => {};
    const code = new Promise<void>((resolve) => (arrive = resolve));
    const LatePart = lazy(async () => {
      await code;
      return { default: () => <Word store={store} label="part" /> };
    });
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(root, <Page store={store} part={<LatePart />} />, { onRecoverableError: recoverable });
    });
    // A language chosen before the take-over, applied at it, before the part's code has come.
    act(() => store.state$.next('de'));
    expect(screen.getByLabelText('page')).toHaveTextContent('de');
    expect(screen.getByLabelText('part')).toHaveTextContent('en');

    await act(async () => arrive());
    expect(recoverable, 'hydration errors').not.toHaveBeenCalled();
    expect(screen.getByLabelText('part')).toHaveTextContent('de');
  });
});
