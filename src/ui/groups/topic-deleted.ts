import { useLocation } from 'react-router-dom';

/**
 * The history state a deleted topic's page hands its group's page, so that the group says what became of it
 * ("Topic deleted") where the member lands.
 */
export const TOPIC_DELETED_STATE = { topicDeleted: true } as const;

/** Whether the member came here from deleting a topic (TOPIC_DELETED_STATE). */
export function useCameFromDeletedTopic(): boolean {
  const { state } = useLocation();
  return typeof state === 'object' && state !== null && 'topicDeleted' in state;
}
