import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';

/**
 * What a member is writing in a topic's editors in place (an edit of a comment or of the topic, a reply), held
 * by the topic's page rather than by the editors: when the session ends the editors hide, as the comment form
 * does, and after the member has logged in again in place each comes back with its text. An editor is open
 * while its draft is held.
 */
interface Drafts {
  readonly texts: ReadonlyMap<string, string>;
  set(key: string, text: string): void;
  drop(key: string): void;
}

const DraftsContext = createContext<Drafts | null>(null);

/** The keys of a topic's drafts: one per comment edited or replied to, and the topic's title and message. */
export const DRAFT_KEYS = {
  edit: (cid: number) => `edit:${cid}`,
  reply: (cid: number) => `reply:${cid}`,
  topicTitle: 'topic:title',
  topicMessage: 'topic:message',
} as const;

export function DiscussionDrafts({ children }: { children: ReactNode }) {
  const [texts, setTexts] = useState<ReadonlyMap<string, string>>(new Map());
  const set = useCallback(
    (key: string, text: string) => setTexts((held) => new Map(held).set(key, text)),
    [],
  );
  const drop = useCallback(
    (key: string) =>
      setTexts((held) => {
        if (!held.has(key)) return held;
        const next = new Map(held);
        next.delete(key);
        return next;
      }),
    [],
  );
  const drafts = useMemo(() => ({ texts, set, drop }), [texts, set, drop]);
  return <DraftsContext value={drafts}>{children}</DraftsContext>;
}

export interface Draft {
  /** The text being written; undefined while the editor is closed. */
  readonly text: string | undefined;
  /** Opens the editor with `text`, or changes what it holds. */
  set(text: string): void;
  /** Closes the editor, forgetting its text. */
  drop(): void;
}

/** The draft held under `key`. */
export function useDraft(key: string): Draft {
  const drafts = use(DraftsContext);
  if (!drafts) throw new Error('useDraft outside DiscussionDrafts');
  const { texts, set, drop } = drafts;
  return useMemo(
    () => ({ text: texts.get(key), set: (text: string) => set(key, text), drop: () => drop(key) }),
    [texts, set, drop, key],
  );
}
