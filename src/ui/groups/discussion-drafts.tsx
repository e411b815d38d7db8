import { createContext, use, useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { DiscussionDraftStore } from '@/application/groups/discussion-draft-store';
import { useGroupService } from './use-group-service';

export { DRAFT_PLACES } from '@/application/groups/discussion-draft-keys';

/**
 * What a member is writing on a topic's page (the comment box, a reply, an edit of a comment or of the topic)
 * is held by the tab's draft store (DiscussionDraftStore), per account, rather than by the editors: it
 * survives a reload or Back, and when the session ends the editors hide and come back with their text once
 * the same member has logged in again in place, while another account finds none of it. An editor in place is
 * open while its draft is held. This provider hands the store to the page's editors once its code is there.
 */
const DraftsContext = createContext<DiscussionDraftStore | null>(null);

export function DiscussionDrafts({ children }: { children: ReactNode }) {
  return <DraftsContext value={useGroupService(DiscussionDraftStore)}>{children}</DraftsContext>;
}

/**
 * The field of an edit's place that holds the version the edit started from (the entity's `changed` as read
 * when its editor opened): kept with the words, so an edit restored after a reload is still sent against the
 * version it was made from, and a newer one saved meanwhile is told, never overwritten unseen.
 */
export const EDIT_VERSION = 'version';

export interface Draft {
  /** The text being written; undefined while the editor is closed. */
  readonly text: string | undefined;
  /** Opens the editor with `text`, or changes what it holds. */
  set(text: string): void;
  /** Closes the editor, forgetting its text (and the place's other fields). */
  drop(): void;
}

/**
 * The draft of one field (`text`, or a topic's `title` and `message`) in one place (DRAFT_PLACES). A server
 * render and the page's take-over show none: the stored text arrives with the browser's first own render.
 */
export function useDraft(place: string, field = 'text'): Draft {
  const store = use(DraftsContext);
  if (!store) throw new Error('useDraft outside DiscussionDrafts');
  const watch = useCallback((changed: () => void) => store.watch(place, changed), [store, place]);
  const fields = useSyncExternalStore(
    watch,
    () => store.load(place),
    () => null,
  );
  const text = fields?.[field];
  return useMemo(
    () => ({
      text,
      set: (next: string) => store.save(place, { ...store.load(place), [field]: next }),
      drop: () => store.drop(place),
    }),
    [text, store, place, field],
  );
}
