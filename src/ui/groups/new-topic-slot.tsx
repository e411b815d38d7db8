import { lazy, Suspense } from 'react';
import type { GroupDetails } from '@/domain/groups/group';
import { LoadingOverlay } from '../shared/loading-overlay';
import { BrowserOnly } from '../shared/browser-only';
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
  const loading = <LoadingOverlay label={t('loadingForm')} inline />;
  // The editor runs in a browser only: on a page drawn on the server for a member its loading state holds the
  // place until the page is the browser's.
  return (
    <div hidden={hidden}>
      <BrowserOnly waiting={loading}>
        <Suspense fallback={loading}>
          <NewTopicForm
            initialValues={{ group_id: group.id, group: group.title }}
            onPosted={onPosted}
            onMaybePosted={onMaybePosted}
          />
        </Suspense>
      </BrowserOnly>
    </div>
  );
}
