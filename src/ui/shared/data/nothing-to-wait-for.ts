import { createContext } from 'react';

/**
 * What a render hands `use()` when it has nothing to wait for, so that `use()` is called in every render: a
 * component that suspended in `use()` and skips it when React replays it runs its later hooks with the wrong
 * dispatcher (React #467, then #520). A context, not a settled promise: use() only reads it, where any promise,
 * settled or not, makes React's act() in tests stop its flush as if the render waited (the rest of the work is
 * then lost in an act nobody awaits, tests/support/setup-ui.ts).
 */
export const NOTHING_TO_WAIT_FOR = createContext<unknown>(undefined);
