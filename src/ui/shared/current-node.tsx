import { createContext, use, useEffect, useState, type ReactNode } from 'react';

type SetNid = (nid: number | null) => void;

const CurrentNodeContext = createContext<number | null>(null);
// Apart from the value: a screen that announces its node must not re-render when it changes. (A re-render of
// a server-drawn screen before its lazily loaded lists have taken their HTML over would draw them afresh.)
const SetNidContext = createContext<SetNid>(() => undefined);

/** Lets the header's Edit button know which content-system node the screen shows. */
export function CurrentNodeProvider({ children }: { children: ReactNode }) {
  const [nid, setNid] = useState<number | null>(null);
  return (
    <SetNidContext value={setNid}>
      <CurrentNodeContext value={nid}>{children}</CurrentNodeContext>
    </SetNidContext>
  );
}

export const useCurrentNode = (): number | null => use(CurrentNodeContext);

/** Announces the node a screen shows for as long as it is on screen. */
export function useAnnounceNode(nid: number | null): void {
  const setNid = use(SetNidContext);
  useEffect(() => {
    setNid(nid);
    return () => setNid(null);
  }, [nid, setNid]);
}
