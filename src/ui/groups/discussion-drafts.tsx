import { createContext, use, useMemo, useSyncExternalStore, type ReactNode } from 'react';
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
 * A draft for an editor whose field holds the words as they are typed (an uncontrolled field): the text is
 * read when asked (`current`), so neither the editor nor anything around it is drawn again at each key,
 * which at a phone's speed cost a reply on a long topic 100 ms a key and more (docs/performance.md). Each key
 * is still kept at once: a reload never loses one.
 */
export interface HeldDraft {
  /** The text kept now; undefined while the editor is closed. */
  current(): string | undefined;
  /** Opens the editor with `text`, or changes what it holds. */
  set(text: string): void;
  /** Closes the editor, forgetting its text (and the place's other fields). */
  drop(): void;
  /** Calls `changed` when the place's draft may have changed, until the returned function is called. */
  watch(changed: () => void): () => void;
}

/** One field of the draft in one place (DRAFT_PLACES), as a HeldDraft. */
export function useHeldDraft(place: string, field = 'text'): HeldDraft {
  const store = use(DraftsContext);
  if (!store) throw new Error('a draft outside DiscussionDrafts');
  return useMemo(
    () => ({
      current: () => store.load(place)?.[field],
      set: (next: string) => store.save(place, { ...store.load(place), [field]: next }),
      drop: () => store.drop(place),
      watch: (changed: () => void) => store.watch(place, changed),
    }),
    [store, place, field],
  );
}

/**
 * The draft of one field (`text`, or a topic's `title` and `message`) in one place (DRAFT_PLACES), drawn
 * again at every change. A server render and the page's take-over show none: the stored text arrives with
 * the browser's first own render.
 */
export function useDraft(place: string, field = 'text'): Draft {
  const held = useHeldDraft(place, field);
  const text = useSyncExternalStore(held.watch, held.current, () => undefined);
  return useMemo(() => ({ text, set: held.set, drop: held.drop }), [text, held]);
}

/**
 * Whether the place holds a draft (its editor in place is open), without following its text: a comment is
 * drawn again when its editor opens or closes, never at a key typed in it. None on the server or at the
 * take-over, as useDraft.
 */
export function useDraftOpen(place: string, field = 'text'): boolean {
  const held = useHeldDraft(place, field);
  return useSyncExternalStore(
    held.watch,
    () => held.current() !== undefined,
    () => false,
  );
}
