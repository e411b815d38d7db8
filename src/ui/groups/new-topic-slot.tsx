import type { GroupDetails } from '@/domain/groups/group';

interface NewTopicSlotProps {
  group: GroupDetails;
  onPosted(nid: number): void;
}

/**
 * SLOT for the New Topic form (src/ui/groups/new-topic-form.tsx, built separately): once that file exists,
 * render it here, loaded lazily so the editor stays out of every other screen:
 *   const NewTopicForm = lazy(() => import('./new-topic-form').then((m) => ({ default: m.NewTopicForm })));
 *   <Suspense fallback={<LoadingOverlay label="Loading the form" inline />}>
 *     <NewTopicForm groupId={group.id} group={group.title} onPosted={onPosted} />
 *   </Suspense>
 * Until then the group page shows no form.
 */
export function NewTopicSlot(_props: NewTopicSlotProps) {
  return null;
}
