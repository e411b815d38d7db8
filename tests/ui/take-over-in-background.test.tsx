import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TakeOverProvider, useHydrated } from '@/ui/shared/use-hydrated';

/** Turns of the event loop since the test began: a render that sees two values was drawn in two tasks or more. */
let turns = 0;
let turning = false;
const turn = () => {
  turns += 1;
  if (turning) setImmediate(turn);
};

/** Keeps the thread busy for `ms`, as drawing a long discussion's comment does on a phone. */
function work(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/** A comment of a long discussion: 3 ms of work each time it is drawn taken over. */
function Part({ seen }: { seen: number[] }) {
  const takenOver = useHydrated();
  if (takenOver) {
    seen.push(turns);
    work(3);
  }
  return <p>{takenOver ? 'taken over' : 'as drawn'}</p>;
}

const PARTS = 20;

const page = (seen: number[], provided: boolean) => {
  const parts = Array.from({ length: PARTS }, (_, index) => <Part key={index} seen={seen} />);
  return provided ? <TakeOverProvider>{parts}</TakeOverProvider> : <>{parts}</>;
};

// The real scheduler, not act's queue, so that the test sees the tasks React draws in.
const ACT = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actBefore: boolean | undefined;
beforeEach(() => {
  actBefore = ACT.IS_REACT_ACT_ENVIRONMENT;
  ACT.IS_REACT_ACT_ENVIRONMENT = false;
  turning = true;
  turn();
});
afterEach(() => {
  turning = false;
  ACT.IS_REACT_ACT_ENVIRONMENT = actBefore;
  document.body.replaceChildren();
});

/** Takes a drawn page of PARTS parts over; the turns of the event loop each part was drawn taken over in. */
async function takeOver(provided: boolean) {
  const root = document.createElement('div');
  document.body.append(root);
  root.innerHTML = renderToString(page([], provided));
  const seen: number[] = [];
  const recoverable = vi.fn();
  hydrateRoot(root, page(seen, provided), { onRecoverableError: recoverable });
  await vi.waitFor(() => expect(root.textContent).toBe('taken over'.repeat(PARTS)));
  return { tasks: new Set(seen).size, recoverable };
}

describe('the end of a take-over, where every part that changes with it is drawn again', () => {
  it('is drawn in slices below the provider, the browser free between them, with no mismatch', async () => {
    const { tasks, recoverable } = await takeOver(true);
    expect(tasks).toBeGreaterThan(1);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('is one task without it (what the provider spares a long discussion)', async () => {
    const { tasks } = await takeOver(false);
    expect(tasks).toBe(1);
  });
});
