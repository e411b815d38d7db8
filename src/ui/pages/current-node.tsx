import { createContext, use, useEffect, useState, type ReactNode } from 'react';

interface CurrentNode {
  nid: number | null;
  setNid(nid: number | null): void;
}

const CurrentNodeContext = createContext<CurrentNode>({ nid: null, setNid: () => undefined });

/** Lets the header's Edit button know which content-system node the screen shows. */
export function CurrentNodeProvider({ children }: { children: ReactNode }) {
  const [nid, setNid] = useState<number | null>(null);
  return <CurrentNodeContext value={{ nid, setNid }}>{children}</CurrentNodeContext>;
}

export const useCurrentNode = (): number | null => use(CurrentNodeContext).nid;

/** Announces the node a screen shows for as long as it is on screen. */
export function useAnnounceNode(nid: number | null): void {
  const { setNid } = use(CurrentNodeContext);
  useEffect(() => {
    setNid(nid);
    return () => setNid(null);
  }, [nid, setNid]);
}
