import { lazy, Suspense } from 'react';
import type { GroupDetails } from '@/domain/groups/group';
import { LoadingOverlay } from '../shared/loading-overlay';
import { useHydrated } from '../shared/use-hydrated';
import { useGroupsMessages } from './groups-messages';

// Loaded only here, so the editor and the form library stay out of every other screen's first load.
const NewTopicForm = lazy(() =>
  import('./new-topic-form').then((module) => ({ default: module.NewTopicForm })),
);

interface NewTopicSlotProps {
  group: GroupDetails;
  onPosted(nid: number): void;
  /** A send that may have posted the topic: the topics are reloaded so the member can see. */
  onMaybePosted(): void;
  /** Kept but not shown while a session has expired, so files and text are there after logging in again. */
  hidden?: boolean;
}

export function NewTopicSlot({ group, onPosted, onMaybePosted, hidden = false }: NewTopicSlotProps) {
  const t = useGroupsMessages();
  // The editor runs in a browser only: a page drawn on the server for a member, and React taking it over,
  // hold its place with the loading state, and the form takes it once the page is the browser's.
  const hydrated = useHydrated();
  const loading = <LoadingOverlay label={t('loadingForm')} inline />;
  return (
    <div hidden={hidden}>
      {hydrated ? (
        <Suspense fallback={loading}>
          <NewTopicForm
            initialValues={{ group_id: group.id, group: group.title }}
            onPosted={onPosted}
            onMaybePosted={onMaybePosted}
          />
        </Suspense>
      ) : (
        loading
      )}
    </div>
  );
}
